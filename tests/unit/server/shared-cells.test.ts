/** The shared cells in this process (what `npm start` runs) pass the shared cells' conformance tests. */
import { InProcessCells } from '../../../shell-demo/server/push/shared-cells';
import { describeSharedCells } from './shared-cells-conformance';

describeSharedCells('in process', async () => {
  const cells = new InProcessCells();
  return { cells: [cells, cells], stop: async () => undefined };
});
