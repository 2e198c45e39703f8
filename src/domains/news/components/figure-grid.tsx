/** Up to four figures side by side, each with its label above (an expert's record, the user's ledger). */
import { Figure, FigureGrid as Grid } from '../../../ui/figure';

export function FigureGrid({
  figures,
  tone = 'brand',
}: {
  figures: { label: string; value: string }[];
  tone?: 'brand' | 'gold';
}) {
  return (
    <Grid tone={tone}>
      {figures.map((figure) => (
        <Figure key={figure.label} label={figure.label} value={figure.value} />
      ))}
    </Grid>
  );
}
