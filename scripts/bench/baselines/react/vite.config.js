// @ts-check
// Vite config of the React 19 baseline only. scripts/bench/baselines/build.js passes this file as
// `configFile`, so the app's own vite.config.ts (which aliases react to preact/compat) never applies.
// index.html is what `npm create vite` (React template) gives a team, with our <head> and an empty
// #root: no prerender, no inline CSS (main.jsx imports the stylesheet, so it is a <link> in <head>).
// build.js adds outDir and the `bench:app.css` alias (our app's CSS, taken from the built app).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Vite's and the React plugin's defaults, as a team gets them: no tuning, so the baseline is "default".
export default defineConfig({
  plugins: [react()],
  publicDir: false, // build.js copies the app's icons and manifest, so both load the same extra files
});
