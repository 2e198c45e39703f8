/**
 * The edits the devloop scenario makes to the anchor home while shell-demo shows it, and undoes:
 * a component's text (a marked span at the start of the anchors' heading) and a CSS module's rule
 * (the heading's colour, a rule appended to the page's stylesheet). Each edit is numbered, so
 * that every one is a change the dev servers must compile and the page must show.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack';

export const COMPONENT_FILE = path.join(ROOT, 'src/domains/anchors/pages/anchor-home-page.tsx');
export const STYLE_FILE = path.join(ROOT, 'src/domains/anchors/pages/anchor-home-page.module.css');
/** The heading whose text and colour change; the first tile's section is labelled by it. */
export const HEADING_ID = 'anchor-home-anchors';
const HEADING = new RegExp(`<h2 id="${HEADING_ID}" className=\\{styles\\.sectionTitle\\}>`);
const MARKER = 'data-devloop';

export const editedText = (n: number): string => `devloop ${n}`;
export const editedColour = (n: number): string => `rgb(1, 2, ${n})`;

/** The component with the heading's text edited (`devloop n` before the title). */
export function editComponent(source: string, n: number): string {
  const match = HEADING.exec(source);
  if (!match)
    throw new Error(`the devloop edit point moved: ${path.relative(ROOT, COMPONENT_FILE)} has no ${HEADING.source}`);
  const at = match.index + match[0].length;
  return `${source.slice(0, at)}<span ${MARKER}="">{'${editedText(n)}'}</span>${source.slice(at)}`;
}

/** The stylesheet with the heading's colour set by a rule after the others. */
export function editStyle(source: string, n: number): string {
  if (!/^\.sectionTitle \{/m.test(source))
    throw new Error(`the devloop edit point moved: ${path.relative(ROOT, STYLE_FILE)} has no .sectionTitle rule`);
  return `${source.trimEnd()}\n\n/* ${MARKER} */\n.sectionTitle {\n  color: ${editedColour(n)};\n}\n`;
}

/** A file the scenario edits, restored when done (or when the bench exits half-way). */
export class EditedFile {
  private readonly original: string;
  private readonly restoreOnExit = () => this.restore();

  constructor(readonly file: string) {
    this.original = readFileSync(file, 'utf8');
    if (this.original.includes(MARKER))
      throw new Error(
        `${path.relative(ROOT, file)} still holds an earlier devloop edit: restore it (git checkout) first`,
      );
    process.once('exit', this.restoreOnExit);
  }

  write(edit: (source: string, n: number) => string, n: number): void {
    writeFileSync(this.file, edit(this.original, n));
  }

  restore(): void {
    writeFileSync(this.file, this.original);
    process.removeListener('exit', this.restoreOnExit);
  }
}
