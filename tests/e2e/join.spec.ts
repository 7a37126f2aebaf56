// The first whole path over the real network: the TV opens a room, three phones
// join through the link over WebRTC data channels via the local `peer` server.
import { expect, test } from '@playwright/test';
import { openTv, joinPhone } from '../support/party';

test('three phones join through the link and each sees its seat', async ({ browser }) => {
  const tv = await openTv(browser);
  await expect(tv.page.getByTestId('room-code')).toHaveText(/^[A-Z]{4} [A-Z]{4}$/);
  await expect(tv.page.getByTestId('qr')).toBeVisible();

  const names = ['Анна', 'Boris', 'Vera'];
  const phones = [];
  for (const name of names) phones.push(await joinPhone(browser, tv.joinUrl, name));

  const seats = tv.page.getByTestId('seat');
  await expect(seats).toHaveCount(3);
  for (const [index, name] of names.entries()) {
    await expect(seats.nth(index)).toContainText(name);
    await expect(phones[index]!.page.getByTestId('seat-number')).toContainText(String(index + 1));
  }
});
