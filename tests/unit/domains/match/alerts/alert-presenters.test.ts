import type { AlertSource, ShownAlert } from '../../../../../src/domains/match/alerts/alert-types';
import { presentAlerts, type AlertPresenter } from '../../../../../src/domains/match/alerts/view/alert-presenters';

/** A source the test drives: what start/stop it got, and a way to hand out an alert. */
function fakeSource() {
  const listeners = new Set<(alert: ShownAlert) => void>();
  const source: AlertSource & { started: number; stopped: number; emit(alert: ShownAlert): void } = {
    started: 0,
    stopped: 0,
    onAlert: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => void (source.started += 1),
    stop: () => void (source.stopped += 1),
    emit: (alert) => listeners.forEach((listener) => listener(alert)),
  };
  return source;
}

const goal = { id: '1-0', kind: 'goal', matchId: 1 } as ShownAlert;

function presenter(inApp: boolean, announces = false) {
  const shown: string[] = [];
  const told: string[] = [];
  const value: AlertPresenter = {
    inApp,
    present: (alert) => shown.push(alert.id),
    ...(announces && { announce: (alert: ShownAlert) => told.push(alert.id) }),
  };
  return { value, shown, told };
}

it('one feed for every presenter: started by the first, stopped by the last', () => {
  const source = fakeSource();
  const create = jest.fn(() => source);
  const host = presenter(false, true);
  const app = presenter(true);
  const stopHost = presentAlerts(host.value, create);
  const stopApp = presentAlerts(app.value, create);
  expect(create).toHaveBeenCalledTimes(1);
  expect(source.started).toBe(1);
  stopHost();
  stopHost();
  expect(source.stopped).toBe(0);
  stopApp();
  expect(source.stopped).toBe(1);
});

it('each alert is shown once: by the app while it is mounted, else by the host page; the host hears it once', () => {
  const source = fakeSource();
  const host = presenter(false, true);
  const app = presenter(true);
  const stopHost = presentAlerts(host.value, () => source);
  const stopApp = presentAlerts(app.value, () => source);
  source.emit(goal);
  expect(app.shown).toEqual(['1-0']);
  expect(host.shown).toEqual([]);
  expect(host.told).toEqual(['1-0']);
  stopApp();
  source.emit({ ...goal, id: '1-1' });
  expect(host.shown).toEqual(['1-1']);
  expect(host.told).toEqual(['1-0', '1-1']);
  expect(app.shown).toEqual(['1-0']);
  stopHost();
});
