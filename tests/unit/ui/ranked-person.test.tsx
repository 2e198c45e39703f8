/** The ranked-person primitives: medal, person text, the ranked row, figures. */
import { render, screen } from '@testing-library/react';
import { Figure, FigureGrid } from '../../../src/ui/figure';
import { Medal } from '../../../src/ui/medal';
import { RankedPerson } from '../../../src/ui/ranked-person';

describe('Medal', () => {
  it('marks the podium and says the place to screen readers', () => {
    const { container, rerender } = render(<Medal rank={1} label="第1名" />);
    expect(screen.getByText('第1名')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('medal', 'top1');
    rerender(<Medal rank={4} compact />);
    expect(container.firstElementChild).toHaveClass('medal', 'compact');
    expect(container.firstElementChild).not.toHaveClass('top4');
    expect(container.textContent).toBe('4');
  });
});

describe('RankedPerson', () => {
  it('shows place, face, name with its badge and the figures as text', () => {
    render(
      <RankedPerson
        rank={2}
        rankLabel="第2名"
        name="<b>球友</b>"
        badge={<span>直播中</span>}
        figures={<span>10万粉丝</span>}
      />,
    );
    expect(screen.getByText('第2名')).toBeInTheDocument();
    expect(screen.getByText('<b>球友</b>')).toBeInTheDocument();
    expect(screen.getByText('直播中')).toBeInTheDocument();
    expect(screen.getByText('10万粉丝')).toBeInTheDocument();
  });
});

describe('Figure', () => {
  it('pairs each label with its value in a description list; a tile puts the value over its label', () => {
    const { container } = render(
      <FigureGrid tone="gold">
        <Figure label="命中率" value="70%" />
        <Figure tile label="盈利" value="+12" valueClassName="win" />
      </FigureGrid>,
    );
    expect(container.querySelector('dl')).toHaveClass('grid', 'gold');
    expect(screen.getByText('命中率').tagName).toBe('DT');
    expect(screen.getByText('70%').tagName).toBe('DD');
    expect(screen.getByText('+12')).toHaveClass('win');
    expect(screen.getByText('盈利').parentElement).toHaveClass('figure', 'tile');
  });
});
