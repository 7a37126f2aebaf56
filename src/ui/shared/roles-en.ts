/** The roles' and teams' words in English: names, the card's texts, the winner's line (roles-text.ts). */
import type { RolesText } from './roles-text';

export const rolesEN: RolesText = {
  names: {
    civilian: 'Civilian',
    mafia: 'Mafia',
    don: 'Mafia Don',
    commissar: 'Commissar',
    sheriff: 'Sheriff',
    doctor: 'Doctor',
    maniac: 'Maniac',
    putana: 'Lover',
  },
  /** "6 Civilians", "2 Mafia": a card dealt more than once. */
  counted: {
    civilian: (n) => `${n} ${n === 1 ? 'Civilian' : 'Civilians'}`,
    mafia: (n) => `${n} Mafia`,
  },
  /** The game-over headline, each side with its own verb form; City says its colours (seed 003). */
  wins: {
    classic: { town: 'The town wins', mafia: 'The mafia wins', maniac: 'The Maniac wins' },
    city: { town: 'Red wins', mafia: 'Black wins', maniac: 'The Maniac wins' },
  },
  /** City names its teams by colour (seed 003). */
  cityTeams: { town: 'Red (the town)', mafia: 'Black (the mafia)', maniac: 'On your own' },
  classicTeams: { town: 'The town', mafia: 'The mafia', maniac: 'On your own' },
  /** The win rules of docs/RULES.md W2–W6, as each side's card states them. */
  goals: {
    classic: {
      town: 'Vote out every mafia player and the Maniac. The town wins when neither is left at the table.',
      mafia: 'The mafia wins when the Maniac is gone and the mafia are at least as many as everyone else.',
      maniac: 'Be one of the last two players at the table.',
    },
    city: {
      town: 'Red wins when no black player is left at the table.',
      parity: 'Black wins as soon as black players are at least as many as red ones.',
      wipeout: 'Black wins when no red player is left at the table.',
    },
  },
  /** What each role does, in plain words: the card's last line. */
  abilities: {
    civilian: 'At night, at every step, mark the player you suspect. By day you speak, look for the mafia and vote.',
    mafia:
      'At night the mafia choose a victim together, and unanimously: there is a shot only if every living mafia player picked the same target. Hold your card to see your teammates’ picks. By day you pretend to be a civilian.',
    don: 'At night you choose the victim with the mafia — yours is the final word, and you may hold fire. In your own step you check one player: are they the Sheriff?',
    commissar: 'Each night you check one player: mafia or not. If you leave the game, you may reveal one of your checks.',
    sheriff: 'Each night you check one player. Thumb down — black, thumb up — red.',
    doctor: 'Each night you heal one player: if they were shot, they survive. Never the same player two nights in a row; yourself once a game.',
    maniac: 'Each night you kill one player. You play for yourself alone.',
    putana:
      'Each night you pick a client: their night action is cancelled, and they cannot be voted out the next day (an alibi). Never yourself, never the same client two nights in a row.',
  },
  /** City's doctor rule (seed 003): not the same player two nights running; yourself at most twice, not in a row. */
  cityDoctor: 'Each night you heal one player: if they were shot, they survive. Not the same player two nights in a row; yourself at most twice a game, never twice running.',
  cityMafia: 'At night you wake with the Don and silently choose a victim; the Don has the final word, and you may hold fire. Hold your card to see your teammates’ picks.',
};
