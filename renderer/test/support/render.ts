import { render } from '@testing-library/svelte';
import type { Component, MountOptions } from 'svelte';
import type { Language } from '../../../common/contract/index';
import { terminalContext, type Terminal } from '../../src/context';
import { createTerminal } from '../../src/terminal.svelte';
import { FakeBridge } from './fake-bridge';

/** Renders a component inside the terminal's context over a fake bridge. */
export function renderWithTerminal<Props extends Record<string, unknown>>(
  component: Component<Props>,
  options: { props?: Props; bridge?: FakeBridge; language?: Language } = {},
) {
  const fake = options.bridge ?? new FakeBridge();
  const terminal: Terminal = createTerminal(fake.bridge, undefined, options.language ?? 'en');
  const mountOptions: MountOptions<Props> = {
    target: document.body.appendChild(document.createElement('div')),
    props: options.props ?? ({} as Props),
    context: terminalContext(terminal),
  };
  const rendered = render(component, mountOptions);
  return { ...rendered, fake, terminal };
}
