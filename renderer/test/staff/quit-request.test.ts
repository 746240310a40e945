import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { withManager } from './manager-fake';
import PinHost from './PinHost.svelte';
import Nothing from './Nothing.svelte';

function quitBridge(): FakeBridge {
  return withManager(new FakeBridge(), 'L.q').ok('app.quit', {}).ok('app.stay', {});
}

async function pinDialog(fake: FakeBridge) {
  renderWithTerminal(PinHost, { bridge: fake, props: { screen: Nothing } });
  fake.emit('quitRequest', { count: 2 });
  const dialog = await screen.findByRole('dialog', { name: "Manager's PIN" });
  expect(
    within(dialog).getByText('Needed for: quitting while operations still wait to be sent'),
  ).toBeTruthy();
  return dialog;
}

describe("the host's request to quit while holds wait", () => {
  it("asks for a manager's PIN and approves with the grant", async () => {
    const fake = quitBridge();
    const dialog = await pinDialog(fake);
    const pin = within(dialog).getByLabelText(/PIN/, { selector: 'input' });
    await fireEvent.input(pin, { target: { value: '2468' } });
    await fireEvent.keyDown(pin, { key: 'Enter' });
    await waitFor(() => expect(fake.calls['app.quit']).toHaveBeenCalledWith({ grant: 'L.q' }));
    expect(fake.calls['app.stay']).not.toHaveBeenCalled();
  });

  it('answers stay when the PIN is cancelled, and never sends app.quit', async () => {
    const fake = quitBridge();
    const dialog = await pinDialog(fake);
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(fake.calls['app.stay']).toHaveBeenCalledWith({}));
    expect(fake.calls['app.quit']).not.toHaveBeenCalled();
  });

  it('answers stay when the core refuses the approval', async () => {
    const fake = quitBridge().fail('app.quit', fakeError('quitNotAsked'));
    const dialog = await pinDialog(fake);
    const pin = within(dialog).getByLabelText(/PIN/, { selector: 'input' });
    await fireEvent.input(pin, { target: { value: '2468' } });
    await fireEvent.keyDown(pin, { key: 'Enter' });
    await waitFor(() => expect(fake.calls['app.stay']).toHaveBeenCalled());
  });
});
