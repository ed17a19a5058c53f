import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { PNG } from 'pngjs';
import { encodePng } from '../screenshots/png.ts';
import { BaselineStore } from '../screenshots/store.ts';

/** A picture whose pixel i has the colour colour(i). */
function picture(width: number, height: number, colour: (i: number) => number[]): PNG {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set(colour(i), i * 4);
  return image;
}

const colourType = (png: Buffer) => png[25];

describe('baseline PNGs', () => {
  test('a picture of few colours is stored with a palette and decodes to the same pixels', () => {
    const image = picture(40, 30, (i) => [(i % 5) * 50, 200, (i % 3) * 80, 255]);
    const png = encodePng(image);
    expect(colourType(png)).toBe(3);
    expect(PNG.sync.read(png).data.equals(image.data)).toBe(true);
    expect(png.length).toBeLessThan(PNG.sync.write(image).length);
  });

  test('a picture of many colours is stored without alpha and decodes to the same pixels', () => {
    const image = picture(64, 64, (i) => [i % 256, (i >> 8) % 256, (i * 7) % 256, 255]);
    const png = encodePng(image);
    expect(colourType(png)).toBe(2);
    expect(PNG.sync.read(png).data.equals(image.data)).toBe(true);
  });

  test('translucent pixels survive the palette', () => {
    const image = picture(10, 10, (i) => [255, 0, 0, i % 2 ? 128 : 255]);
    expect(PNG.sync.read(encodePng(image)).data.equals(image.data)).toBe(true);
  });
});

describe('content-addressed baselines', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const fresh = () => (dir = mkdtempSync(path.join(tmpdir(), 'baselines-')));

  test('identical shots are stored once, and survive a reload of the manifest', () => {
    const store = new BaselineStore(fresh());
    const red = picture(8, 8, () => [255, 0, 0, 255]);
    store.write('a.light-desktop', red);
    store.write(
      'b.light-desktop',
      picture(8, 8, () => [255, 0, 0, 255]),
    );
    store.write(
      'c.light-desktop',
      picture(8, 8, () => [0, 0, 255, 255]),
    );
    store.save();
    expect(readdirSync(store.imagesDir)).toHaveLength(2);
    const again = new BaselineStore(dir);
    expect(again.read('b.light-desktop')?.data.equals(red.data)).toBe(true);
    expect(again.read('d.light-desktop')).toBeUndefined();
  });

  test('a pruned shot takes its picture along only when no other shot uses it', () => {
    const store = new BaselineStore(fresh());
    store.write(
      'a.light-desktop',
      picture(4, 4, () => [1, 2, 3, 255]),
    );
    store.write(
      'b.light-desktop',
      picture(4, 4, () => [1, 2, 3, 255]),
    );
    store.write(
      'c.dark-desktop',
      picture(4, 4, () => [9, 9, 9, 255]),
    );
    const stale = store.stale(new Set(['a.light-desktop']));
    expect(stale.sort()).toEqual(['b.light-desktop', 'c.dark-desktop']);
    store.prune(stale);
    store.save();
    expect(readdirSync(store.imagesDir)).toHaveLength(1);
    expect(new BaselineStore(dir).read('a.light-desktop')).toBeDefined();
  });

  test('a baseline of the old layout is read, and replaced when re-recorded', () => {
    const store = new BaselineStore(fresh());
    const old = picture(4, 4, () => [5, 5, 5, 255]);
    writeFileSync(path.join(dir, 'x.light-mobile.png'), PNG.sync.write(old));
    expect(store.read('x.light-mobile')?.data.equals(old.data)).toBe(true);
    store.write(
      'x.light-mobile',
      picture(4, 4, () => [6, 6, 6, 255]),
    );
    expect(existsSync(path.join(dir, 'x.light-mobile.png'))).toBe(false);
    expect(store.read('x.light-mobile')?.data[0]).toBe(6);
  });
});
