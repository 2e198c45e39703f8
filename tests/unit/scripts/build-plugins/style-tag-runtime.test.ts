import addStyleTags from '@scripts/build-plugins/style-tag-runtime';

type CssList = Parameters<typeof addStyleTags>[0];

const list = (entries: [number, string][], locals: Record<string, string>): CssList =>
  Object.assign(
    entries.map(([id, css]) => [id, css, ''] as const),
    { locals },
  );

const ownTags = (owner: string) => [...document.head.querySelectorAll(`style[data-style-owner="${owner}"]`)];

afterEach(() => {
  for (const tag of document.head.querySelectorAll('style')) tag.remove();
});

describe('addStyleTags', () => {
  it('adds one tag a stylesheet, in the order given, marked with its owner, and answers the class names', () => {
    const names = addStyleTags(
      list(
        [
          [101, '.a{color:red}'],
          [102, '.b{margin:0}'],
        ],
        { b: 'x_b x_a' },
      ),
      'x',
    );
    expect(names).toEqual({ b: 'x_b x_a' });
    expect(ownTags('x').map((tag) => tag.textContent)).toEqual(['.a{color:red}', '.b{margin:0}']);
  });

  it('adds a stylesheet that arrives again (composed from by another) only the first time', () => {
    addStyleTags(
      list(
        [
          [201, '.atoms{}'],
          [202, '.card{}'],
        ],
        {},
      ),
      'y',
    );
    addStyleTags(
      list(
        [
          [201, '.atoms{}'],
          [203, '.list{}'],
        ],
        {},
      ),
      'y',
    );
    addStyleTags(list([[202, '.card{}']], {}), 'y');
    expect(ownTags('y').map((tag) => tag.textContent)).toEqual(['.atoms{}', '.card{}', '.list{}']);
  });

  it('keeps CSS as text (a stylesheet cannot add markup)', () => {
    addStyleTags(list([[301, '</style><img src=x onerror=alert(1)>']], {}), 'z');
    expect(document.head.querySelector('img')).toBeNull();
    expect(ownTags('z')[0]!.textContent).toBe('</style><img src=x onerror=alert(1)>');
  });
});
