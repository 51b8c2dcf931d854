// Draws the app icons (PNG) from a tiny bitmap wordmark, so no image tool is needed. Run once after a
// design change: `node scripts/make-icons.js`; the PNGs are committed under public/icons/.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const GLYPHS = {
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
};

/** `content` is the share of the width the wordmark may use: maskable icons keep it in the safe zone. */
function icon(size, content, file) {
  const png = new PNG({ width: size, height: size });
  const word = 'PRO';
  const cols = word.length * 5 + (word.length - 1); // one column between letters
  const cell = Math.floor((size * content) / cols);
  const x0 = Math.floor((size - cols * cell) / 2);
  const y0 = Math.floor((size - 7 * cell) / 2);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cx = Math.floor((x - x0) / cell);
      const cy = Math.floor((y - y0) / cell);
      const letter = word[Math.floor(cx / 6)];
      const on =
        x >= x0 && y >= y0 && cy < 7 && cx < cols && cx % 6 < 5 && letter && GLYPHS[letter][cy][cx % 6] === '1';
      const i = (y * size + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = on ? 255 : 0;
      png.data[i + 3] = 255;
    }
  }
  writeFileSync(`public/icons/${file}`, PNG.sync.write(png, { colorType: 2 }));
}

icon(192, 0.7, 'icon-192.png');
icon(512, 0.7, 'icon-512.png');
icon(512, 0.5, 'icon-maskable-512.png');
icon(180, 0.7, 'apple-touch-icon.png');
