/** @jest-environment node */
/**
 * The devloop scenario's edits: they find their place in today's anchor home (a restructure that
 * moves the heading fails here, not half-way through a bench), each is a new change, and the
 * edited file goes back to what it was.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COMPONENT_FILE,
  EditedFile,
  editComponent,
  editedColour,
  editedText,
  editStyle,
  STYLE_FILE,
} from '../../../bench/lib/devloop-edits';

describe('the devloop edits of the anchor home', () => {
  const component = readFileSync(COMPONENT_FILE, 'utf8');
  const style = readFileSync(STYLE_FILE, 'utf8');

  it("put a numbered text at the start of the anchors' heading", () => {
    const edited = editComponent(component, 2);
    expect(edited).toContain(`<span data-devloop="">{'${editedText(2)}'}</span>`);
    expect(edited.replace(/<span data-devloop="">\{'devloop 2'\}<\/span>/, '')).toBe(component);
    expect(editComponent(component, 3)).not.toBe(edited);
  });

  it("set the heading's colour with a rule after the others", () => {
    const edited = editStyle(style, 1);
    expect(edited.startsWith(style.trimEnd())).toBe(true);
    expect(edited.endsWith(`.sectionTitle {\n  color: ${editedColour(1)};\n}\n`)).toBe(true);
  });

  it('fail clearly when their place has moved', () => {
    expect(() => editComponent('export default function Page() {}', 1)).toThrow('the devloop edit point moved');
    expect(() => editStyle('.title { color: red; }', 1)).toThrow('the devloop edit point moved');
  });
});

describe('an edited file', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'devloop-')), 'page.module.css');

  it('is written with the edit and restored to what it was', () => {
    writeFileSync(file, '.sectionTitle {\n  margin: 0;\n}\n');
    const edited = new EditedFile(file);
    edited.write(editStyle, 4);
    expect(readFileSync(file, 'utf8')).toContain(editedColour(4));
    edited.restore();
    expect(readFileSync(file, 'utf8')).toBe('.sectionTitle {\n  margin: 0;\n}\n');
  });

  it('refuses a file that still holds an earlier edit', () => {
    writeFileSync(file, editStyle('.sectionTitle {\n}\n', 1));
    expect(() => new EditedFile(file)).toThrow('earlier devloop edit');
  });
});
