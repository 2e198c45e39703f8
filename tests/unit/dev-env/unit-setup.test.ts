import { getConfig } from '@testing-library/dom';
import { JEST_DOM_MATCHERS } from '@tests/support/jest-dom-matchers';

describe("the unit tests' setup", () => {
  it("registers every one of jest-dom's matchers, loaded on first use, negation included", () => {
    const library = jest.requireActual<Record<string, unknown>>('@testing-library/jest-dom/matchers');
    expect([...JEST_DOM_MATCHERS].sort()).toEqual(Object.keys(library).sort());
    document.body.innerHTML = '<p class="lead">比分</p>';
    expect(document.querySelector('p')).toBeInTheDocument();
    expect(document.querySelector('p')).toHaveTextContent('比分');
    expect(document.querySelector('p')).not.toHaveClass('muted');
    expect(() => expect(document.querySelector('p')).toHaveClass('muted')).toThrow(/toHaveClass/);
  });

  it('gives the DOM testing library its 3 s wait when a file loads it', () => {
    expect(getConfig().asyncUtilTimeout).toBe(3000);
  });
});
