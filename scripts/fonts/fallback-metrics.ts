// Decision 042: the site's typefaces arrive after the first paint (font-display: swap), so the
// fallback that paints first is given the web font's metrics: the same average width
// (size-adjust) and the same ascent, descent and line gap. When the font swaps in, no line
// moves (CLS stays 0). The numbers come from @capsizecss/metrics; fallback-metrics.test.ts
// checks that app/styles/fonts.css holds exactly what this computes.
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}

const percent = (n: number) => `${Number((n * 100).toFixed(2))}%`; // as Prettier writes it: 105.2%, 0%

/** The @font-face of a local fallback font reshaped to the web font's metrics. */
export function fallbackFace(name: string, locals: readonly string[], font: FontMetrics, fallback: FontMetrics): string {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return [
    '@font-face {',
    `  font-family: '${name}';`,
    `  src: ${locals.map((l) => `local('${l}')`).join(', ')};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(font.ascent / em)};`,
    `  descent-override: ${percent(Math.abs(font.descent) / em)};`,
    `  line-gap-override: ${percent(font.lineGap / em)};`,
    '}',
  ].join('\n');
}

/** The two fallback faces the tokens name: Fraunces over Georgia, Source Sans 3 over Arial. */
export function siteFallbackFaces(): string[] {
  return [
    fallbackFace('Fraunces Fallback', ['Georgia'], metrics.fraunces, metrics.georgia),
    fallbackFace('Source Sans 3 Fallback', ['Arial', 'Liberation Sans'], metrics.sourceSans3, metrics.arial),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(siteFallbackFaces().join('\n\n'));
