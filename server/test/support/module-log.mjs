// `node --import tsx --import <this file> …`: every module the process loads (its URL, one a line)
// is appended to the file named by MODULE_LOG_FILE, for tests of what a process loads at all.
// Registered after tsx's hooks, so its load hook runs first and sees each module's resolved URL.
import { register } from 'node:module';

if (process.env.MODULE_LOG_FILE) register(new URL('./module-log-hooks.mjs', import.meta.url), { data: { file: process.env.MODULE_LOG_FILE } });
