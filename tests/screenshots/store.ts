/**
 * Content-addressed baselines: tests/screenshots/baselines/manifest.json maps every shot
 * (`<story id>.<mode>`) to the hash of its pixels, and images/<hash>.png holds each distinct
 * picture once, however many shots look the same (an empty state in two roles, a story whose
 * dark mode equals another's). A re-record rewrites only the pictures that changed, so git keeps
 * one copy of a picture across stories and runs.
 *
 * Baselines of the previous layout (one `<shot>.png` per shot, directly in baselines/) are still
 * read until the next `--update`, which stores them the new way and deletes the old files.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { encodePng } from './png.ts';

export class BaselineStore {
  readonly imagesDir: string;
  private readonly manifestPath: string;
  private manifest: Record<string, string>;
  private dirty = false;

  constructor(readonly dir: string) {
    this.imagesDir = path.join(dir, 'images');
    this.manifestPath = path.join(dir, 'manifest.json');
    this.manifest = existsSync(this.manifestPath)
      ? (JSON.parse(readFileSync(this.manifestPath, 'utf8')) as Record<string, string>)
      : {};
  }

  static hash(image: PNG): string {
    const size = Buffer.alloc(8);
    size.writeUInt32BE(image.width, 0);
    size.writeUInt32BE(image.height, 4);
    return createHash('sha256').update(size).update(image.data).digest('hex').slice(0, 24);
  }

  /** The hash of a shot's baseline pixels, if the manifest has it (not for legacy files). */
  hashOf(shot: string): string | undefined {
    return this.manifest[shot];
  }

  /** The file holding a shot's baseline, if it has one. */
  file(shot: string): string | undefined {
    const hash = this.manifest[shot];
    if (hash) return path.join(this.imagesDir, `${hash}.png`);
    const legacy = path.join(this.dir, `${shot}.png`);
    return existsSync(legacy) ? legacy : undefined;
  }

  read(shot: string): PNG | undefined {
    const file = this.file(shot);
    return file && existsSync(file) ? PNG.sync.read(readFileSync(file)) : undefined;
  }

  /** Records a shot's picture as its baseline; returns the image file. */
  write(shot: string, image: PNG): string {
    const hash = BaselineStore.hash(image);
    const file = path.join(this.imagesDir, `${hash}.png`);
    if (!existsSync(file)) {
      mkdirSync(this.imagesDir, { recursive: true });
      writeFileSync(file, encodePng(image));
    }
    if (this.manifest[shot] !== hash) {
      this.manifest[shot] = hash;
      this.dirty = true;
    }
    rmSync(path.join(this.dir, `${shot}.png`), { force: true });
    return file;
  }

  /** Shots with a baseline that the given set no longer has. */
  stale(current: Set<string>): string[] {
    const legacy = existsSync(this.dir)
      ? readdirSync(this.dir)
          .filter((f) => f.endsWith('.png'))
          .map((f) => f.slice(0, -'.png'.length))
      : [];
    return [...new Set([...Object.keys(this.manifest), ...legacy])].filter((s) => !current.has(s));
  }

  /** Forgets the given shots, then deletes every picture no shot refers to. */
  prune(shots: string[]): void {
    for (const shot of shots) {
      if (shot in this.manifest) {
        delete this.manifest[shot];
        this.dirty = true;
      }
      rmSync(path.join(this.dir, `${shot}.png`), { force: true });
    }
    const used = new Set(Object.values(this.manifest));
    if (existsSync(this.imagesDir))
      for (const f of readdirSync(this.imagesDir))
        if (f.endsWith('.png') && !used.has(f.slice(0, -'.png'.length)))
          rmSync(path.join(this.imagesDir, f));
  }

  save(): void {
    if (!this.dirty) return;
    const sorted = Object.fromEntries(
      Object.entries(this.manifest).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(this.manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
    this.dirty = false;
  }

  /** How many shots, and how many distinct pictures and bytes they are stored in. */
  stats(): { shots: number; images: number; bytes: number } {
    const images = existsSync(this.imagesDir)
      ? readdirSync(this.imagesDir).filter((f) => f.endsWith('.png'))
      : [];
    let bytes = 0;
    for (const f of images) bytes += readFileSync(path.join(this.imagesDir, f)).length;
    return { shots: Object.keys(this.manifest).length, images: images.length, bytes };
  }
}
