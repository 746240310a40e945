import { register } from 'node:module';
register('./electron-stub-hooks.mjs', import.meta.url);
