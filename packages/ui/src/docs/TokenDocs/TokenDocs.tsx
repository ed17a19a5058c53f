import { useEffect, useRef, useState, type ReactNode } from 'react';
import { darkTheme, lightTheme, vars } from '../../theme';
import { tones } from '../../css/tones';
import { StatusBadge } from '../../components/StatusBadge';
import * as styles from './TokenDocs.css';
import { cx } from '../../components/private/cx';

/** The value a contract variable resolves to under the element's theme ("#1d4ed8", "1rem"). */
function useResolved(variable: string) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    const name = /var\((--[^),]+)/.exec(variable)?.[1];
    if (ref.current && name) {
      setValue(getComputedStyle(ref.current).getPropertyValue(name).trim());
    }
  }, [variable]);
  return { ref, value };
}

function TokenLabel({ name, variable }: { name: string; variable: string }) {
  const { ref, value } = useResolved(variable);
  return (
    <span ref={ref} className={styles.label}>
      <span className={styles.tokenName}>{name}</span>
      <span className={styles.tokenValue}>{value}</span>
    </span>
  );
}

/** Docs pages only: the same content in the light and the dark theme, side by side. */
export function ThemePanels({ children }: { children: ReactNode }) {
  return (
    // sb-unstyled: Storybook's docs typography (list bullets, paragraph colours) stays out.
    <div className={`sb-unstyled ${styles.panels}`}>
      {[
        { title: 'Light', theme: lightTheme },
        { title: 'Dark', theme: darkTheme },
      ].map(({ title, theme }) => (
        <section key={title} className={cx(theme, styles.panel)} aria-label={`${title} theme`}>
          <p className={styles.panelTitle}>{title}</p>
          {children}
        </section>
      ))}
    </div>
  );
}

const roleColors = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'overlay',
  'text',
  'textMuted',
  'textInverse',
  'surfaceInverse',
  'border',
  'borderStrong',
  'focusRing',
  'link',
  'linkHover',
] as const;

/** Every role colour of the contract (`vars.color.*`). */
export function RoleColors() {
  return (
    <ul className={styles.list}>
      {roleColors.map((role) => (
        <li key={role} className={styles.swatchRow}>
          <span className={styles.swatch} style={{ background: vars.color[role] }} />
          <TokenLabel name={`color.${role}`} variable={vars.color[role]} />
        </li>
      ))}
    </ul>
  );
}

const toneNames = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger', 'info'] as const;

/** Each semantic tone: its subtle card with text and border, and its solid fill with text on it. */
export function ToneColors() {
  return (
    <div className={styles.toneGrid}>
      {toneNames.map((tone) => {
        const t = vars.color.tone[tone];
        return (
          <div
            key={tone}
            className={styles.toneCard}
            style={{ background: t.subtle, color: t.onSubtle, borderColor: t.border }}
          >
            <span className={styles.tokenName} style={{ color: t.onSubtle }}>
              tone.{tone}
            </span>
            <span className={styles.solidSample} style={{ background: t.solid, color: t.onSolid }}>
              solid
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** The five semantic tones as a StatusBadge draws them (`vars.color.tone.*` subtle, onSubtle, border). */
export function StatusTones() {
  return (
    <ul className={styles.statusList}>
      {tones.map((tone) => (
        <li key={tone}>
          <StatusBadge tone={tone} label={tone} />
        </li>
      ))}
    </ul>
  );
}

/** The categorical chart colours (`vars.color.chart.*`). */
export function ChartColors() {
  const keys = Object.keys(vars.color.chart) as (keyof typeof vars.color.chart)[];
  return (
    <ul className={styles.list}>
      {keys.map((key) => (
        <li key={key} className={styles.swatchRow}>
          <span className={styles.swatch} style={{ background: vars.color.chart[key] }} />
          <TokenLabel name={`color.chart.${key}`} variable={vars.color.chart[key]} />
        </li>
      ))}
    </ul>
  );
}

/** The type scale (`vars.fontSize.*`), each size with a sample line. */
export function TypeScale() {
  const sizes = Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[];
  return (
    <ul className={styles.list}>
      {[...sizes].reverse().map((size) => (
        <li key={size} className={styles.typeRow}>
          <TokenLabel name={`fontSize.${size}`} variable={vars.fontSize[size]} />
          <p className={styles.sample} style={{ fontSize: vars.fontSize[size] }}>
            Bonny Light, 950,000 bbl at $82.40
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Font weights and families. */
export function FontTokens() {
  const weights = Object.keys(vars.fontWeight) as (keyof typeof vars.fontWeight)[];
  const families = Object.keys(vars.font) as (keyof typeof vars.font)[];
  return (
    <ul className={styles.list}>
      {families.map((family) => (
        <li key={family} className={styles.typeRow}>
          <TokenLabel name={`font.${family}`} variable={vars.font[family]} />
          <p className={styles.sample} style={{ fontFamily: vars.font[family] }}>
            Letter of credit LC-2025-0042
          </p>
        </li>
      ))}
      {weights.map((weight) => (
        <li key={weight} className={styles.typeRow}>
          <TokenLabel name={`fontWeight.${weight}`} variable={vars.fontWeight[weight]} />
          <p className={styles.sample} style={{ fontWeight: vars.fontWeight[weight] }}>
            Deal completed
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The spacing scale (`vars.space.*`), each step as a bar of that length. */
export function SpacingScale() {
  const steps = Object.keys(vars.space) as (keyof typeof vars.space)[];
  return (
    <ul className={styles.list}>
      {steps.map((step) => (
        <li key={step} className={styles.typeRow}>
          <TokenLabel name={`space.${step}`} variable={vars.space[step]} />
          <span className={styles.bar} style={{ width: vars.space[step] }} />
        </li>
      ))}
    </ul>
  );
}

/** Corner radii, border widths and shadows. */
export function RadiusAndShadow() {
  const radii = Object.keys(vars.radius) as (keyof typeof vars.radius)[];
  const widths = Object.keys(vars.borderWidth) as (keyof typeof vars.borderWidth)[];
  const shadows = Object.keys(vars.shadow) as (keyof typeof vars.shadow)[];
  return (
    <ul className={styles.list}>
      {radii.map((r) => (
        <li key={r} className={styles.swatchRow}>
          <span className={styles.radiusSample} style={{ borderRadius: vars.radius[r] }} />
          <TokenLabel name={`radius.${r}`} variable={vars.radius[r]} />
        </li>
      ))}
      {widths.map((w) => (
        <li key={w} className={styles.swatchRow}>
          <span className={styles.radiusSample} style={{ borderWidth: vars.borderWidth[w] }} />
          <TokenLabel name={`borderWidth.${w}`} variable={vars.borderWidth[w]} />
        </li>
      ))}
      {shadows.map((s) => (
        <li key={s} className={styles.swatchRow}>
          <span className={styles.shadowSample} style={{ boxShadow: vars.shadow[s] }} />
          <TokenLabel name={`shadow.${s}`} variable={vars.shadow[s]} />
        </li>
      ))}
    </ul>
  );
}
