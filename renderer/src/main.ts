import { mount } from 'svelte';
import App from './App.svelte';
import NoSecret from './screens/NoSecret.svelte';
import { connect } from './bridge/connect';
import { sendFirstReads } from './bridge/first-reads';
import { terminalContext } from './context';
import { createTerminal } from './terminal.svelte';
import './app.css';

const target = document.getElementById('app')!;
const connection = connect();
if ('error' in connection) mount(NoSecret, { target });
else {
  const bridge = sendFirstReads(connection.bridge);
  mount(App, { target, context: terminalContext(createTerminal(bridge, connection.onLink)) });
}
