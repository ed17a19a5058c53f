/**
 * Components read colours, sizes and fonts only from the theme contract (`vars`): a raw value in
 * a component's styles would look the same in both themes and escape the token pages. Relative
 * units (em, %, vw, dvh) and unitless numbers stay allowed; they follow the font or the screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const folders = ['components', 'css'];

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(full);
    const isStyle = entry.name.endsWith('.css.ts') || entry.name === 'styleObjects.ts';
    return isStyle ? [full] : [];
  });
}

/** The file without its comments, so that prose may still say "16rem". */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const rules: Array<{ what: string; pattern: RegExp }> = [
  { what: 'a raw colour', pattern: /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(/i },
  {
    what: 'a named colour',
    pattern:
      /['`](?:[^'`]*\s)?(?:white|black|red|green|blue|gray|grey|orange|yellow)(?:\s[^'`]*)?['`]/,
  },
  { what: 'an absolute length', pattern: /\b\d*\.?\d+(?:px|rem|pt|cm|mm|in)\b/ },
  { what: 'a font family', pattern: /fontFamily:\s*['`]/ },
];

const files = folders.flatMap((folder) => styleFiles(path.join(root, folder)));

describe('components read the theme contract only', () => {
  it('finds the style files', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const offending = code(readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((line, index) =>
        rules
          .filter((rule) => rule.pattern.test(line))
          .map((rule) => `line ${index + 1}: ${rule.what}: ${line.trim()}`),
      );
    expect(offending).toEqual([]);
  });
});
