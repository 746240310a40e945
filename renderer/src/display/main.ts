import { mount } from 'svelte';
import DisplayApp from './DisplayApp.svelte';
import NoSecret from '../screens/NoSecret.svelte';
import { connectDisplay } from './connect-display';
import '../app.css';

const target = document.getElementById('app')!;
const bridge = connectDisplay();
if (bridge === undefined) mount(NoSecret, { target });
else mount(DisplayApp, { target, props: { bridge } });
