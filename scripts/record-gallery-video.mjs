// Records the block gallery's demo video (public/content/filiale-wien-neubau.webm): the shop's
// own drawings, slowly panned in three scenes that match the captions in filiale.de.vtt. The
// browser's MediaRecorder does the encoding, so no video tool needs installing.
// Run: node scripts/record-gallery-video.mjs (uses CHROMIUM_PATH or /usr/bin/chromium).
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const scenes = [
  { image: 'shop-front.svg', seconds: 4 },
  { image: 'vegetables.svg', seconds: 5 },
  { image: 'delivery-van.svg', seconds: 5 },
];
const content = new URL('../public/content/', import.meta.url);
const dataUrls = await Promise.all(
  scenes.map(
    async ({ image }) =>
      `data:image/svg+xml;base64,${(await readFile(new URL(image, content))).toString('base64')}`,
  ),
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const base64 = await page.evaluate(
  async ({ scenes, dataUrls }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    const images = await Promise.all(
      dataUrls.map(
        (src) =>
          new Promise((resolve) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.src = src;
          }),
      ),
    );
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: 'video/webm;codecs=vp9',
      videoBitsPerSecond: 180_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (const [index, scene] of scenes.entries()) {
      const started = performance.now();
      const duration = scene.seconds * 1000;
      while (performance.now() - started < duration) {
        const progress = (performance.now() - started) / duration;
        const zoom = 1 + 0.12 * progress;
        context.fillStyle = '#f6f3ea';
        context.fillRect(0, 0, canvas.width, canvas.height);
        const image = images[index];
        const height = canvas.height * zoom;
        const width = (image.width / image.height) * height;
        context.globalAlpha = Math.min(1, progress * 6, (1 - progress) * 6);
        context.drawImage(
          image,
          (canvas.width - width) / 2 - 20 * progress,
          (canvas.height - height) / 2,
          width,
          height,
        );
        context.globalAlpha = 1;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  },
  { scenes, dataUrls },
);
await browser.close();
await writeFile(new URL('filiale-wien-neubau.webm', content), Buffer.from(base64, 'base64'));
