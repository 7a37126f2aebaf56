/**
 * Imports run down (README «Architecture»): `npm run lint` holds every file of
 * src/ to it with scripts/eslint-layers.mjs; this checks the rule itself.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
// @ts-expect-error — a plain ES module, as eslint.config.js loads it.
import { importsRunDown } from '../../scripts/eslint-layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => path.resolve('src', file);

describe('Imports run down', () => {
  tester.run('imports-run-down', importsRunDown, {
    valid: [
      { filename: at('host/session.ts'), code: "import { step } from '../engine/step';" },
      { filename: at('ui/tv/tv-app.ts'), code: "import { startHost } from '../../host/session'; import { t } from '../shared/i18n';" },
      { filename: at('engine/step.ts'), code: "import type { Lang } from '../base/lang'; export * from './night';" },
      { filename: at('main-tv.ts'), code: "import { TvApp } from './ui/tv/tv-app';" },
      { filename: at('net/peerjs.ts'), code: "const { Peer } = await import('peerjs');" },
    ],
    invalid: [
      { filename: at('engine/step.ts'), code: "import { send } from '../protocol/messages';", errors: [{ messageId: 'upward' }] },
      { filename: at('host/session.ts'), code: "export { link } from '../phone/link';", errors: [{ messageId: 'upward' }] },
      { filename: at('phone/session.ts'), code: "const host = import('../host/session');", errors: [{ messageId: 'upward' }] },
      { filename: at('narrator/lines.ts'), code: "type Key = import('../ui/tv/strings').TvKey;", errors: [{ messageId: 'upward' }] },
      { filename: at('base/lang.ts'), code: "export * from '../../scripts/voice-pack.mjs';", errors: [{ messageId: 'upward' }] },
      { filename: at('widgets/dial.ts'), code: 'export const dial = 1;', errors: [{ messageId: 'unknown' }] },
    ],
  });
});
