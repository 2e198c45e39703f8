import { fireEvent, render, screen } from '@testing-library/react';
import { TitledSection } from '../../../src/ui/titled-section';

describe('TitledSection', () => {
  it('is a region named by its heading, at the level asked', () => {
    render(
      <TitledSection as="article" headingLevel={1} title="金币说明">
        <p>正文</p>
      </TitledSection>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: '金币说明' });
    expect(screen.getByRole('article', { name: '金币说明' })).toContainElement(heading);
    expect(screen.getByText('正文')).toBeInTheDocument();
  });

  it('gives two sections on a page their own names', () => {
    render(
      <>
        <TitledSection title="赛季数据">一</TitledSection>
        <TitledSection title="近期比赛">二</TitledSection>
      </>,
    );
    expect(screen.getByRole('region', { name: '赛季数据' })).toHaveTextContent('一');
    expect(screen.getByRole('region', { name: '近期比赛' })).toHaveTextContent('二');
  });

  it('puts the tabs and the extra in a bar beside the title', () => {
    const onChange = jest.fn();
    render(
      <TitledSection
        title="评论"
        tabs={{
          ariaLabel: '评论范围',
          options: [
            { value: 'all', label: '全部' },
            { value: 'mine', label: '我的' },
          ],
          value: 'all',
          onChange,
        }}
        extra={<a href="/all">全部专家</a>}
        barClassName="bar"
      >
        列表
      </TitledSection>,
    );
    const bar = screen.getByRole('heading', { level: 2, name: '评论' }).parentElement!;
    expect(bar).toHaveClass('bar');
    expect(bar).toContainElement(screen.getByRole('radiogroup', { name: '评论范围' }));
    expect(bar).toContainElement(screen.getByRole('link', { name: '全部专家' }));
    fireEvent.click(screen.getByRole('radio', { name: '我的' }));
    expect(onChange).toHaveBeenCalledWith('mine');
  });
});
