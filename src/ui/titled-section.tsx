import { useId, type ReactNode } from 'react';
import { SegmentedControl, type SegmentedChoice } from './segmented-control';

interface TitledSectionProps<Tab extends string | number> {
  title: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 1 | 2 | 3;
  /** 'article' for a whole document, 'section' for a named part of a page. */
  as?: 'section' | 'article';
  className?: string;
  titleClassName?: string;
  /** The switch between the section's tabs: small, in a bar beside the title. */
  tabs?: SegmentedChoice<Tab>;
  /** The bar's last thing: a link to all of it. */
  extra?: ReactNode;
  barClassName?: string;
  children: ReactNode;
}

/**
 * A part of a page that its heading names (aria-labelledby, the id made here so two on a page
 * never clash); with tabs or an extra, the title stands in a bar with them. No style of its own:
 * each page's classes lay it out.
 */
export function TitledSection<Tab extends string | number = string>({
  title,
  headingLevel = 2,
  as: Element = 'section',
  className,
  titleClassName,
  tabs,
  extra,
  barClassName,
  children,
}: TitledSectionProps<Tab>) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const heading = (
    <Heading id={titleId} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <Element className={className} aria-labelledby={titleId}>
      {tabs || extra ? (
        <div className={barClassName}>
          {heading}
          {tabs && <SegmentedControl {...tabs} size="s" />}
          {extra}
        </div>
      ) : (
        heading
      )}
      {children}
    </Element>
  );
}
