/**
 * The in-app alert, without React: inside the app (use-match-alerts.ts) and on a host page that
 * mounts `./alerts`, which need not have React. One alert at a time, the rest queued; it goes after
 * a few seconds or a swipe, and a tap opens its match. It floats in a fixed layer over the page, so
 * nothing on the page moves; the layer is a polite live region, so a screen reader reads each alert
 * once without interrupting. Names come from the server: they are set as text, never as markup.
 */
import type { ThemeName } from '../../../../contracts/bridge-events';
import themeStyles from '../../../../ui/tokens/theme.module.css';
import { alertWords, type WordedAlert } from '../alerts-messages';
import styles from './alert-view.module.css';

/** What the view needs of an alert: its words, its id and the goal a correction takes back. */
export type ViewedAlert = WordedAlert & { id: string; corrects: string };

export interface AlertViewOptions<A extends ViewedAlert> {
  theme: ThemeName;
  /**
   * The fan tapped the alert: open where it leads. False: the tap was not taken (the navigation's
   * debounce, a second after another jump), and the alert stays for another tap.
   */
  onOpen(alert: A): boolean;
}

/** How long an alert stays when nobody touches it. */
export const ALERT_SHOWN_MS = 5000;
/** A drag this far sideways or upwards dismisses the alert instead of opening it. */
export const SWIPE_DISMISS_PX = 48;
/** Goals remembered to name in a later correction: a fan's followed matches score fewer in one visit. */
const REMEMBERED_GOALS = 50;

interface Drag {
  x: number;
  y: number;
  dx: number;
  dy: number;
}

export class AlertView<A extends ViewedAlert> {
  private readonly layer: HTMLDivElement;
  private readonly queue: A[] = [];
  private current: { alert: A; card: HTMLButtonElement } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private drag: Drag | null = null;
  private readonly goals = new Map<string, A>();

  constructor(
    parent: Element,
    private readonly options: AlertViewOptions<A>,
  ) {
    const layer = document.createElement('div');
    layer.className = `${themeStyles.root ?? ''} ${styles.layer ?? ''}`;
    layer.dataset.theme = options.theme;
    layer.dataset.testid = 'match-alert-layer';
    // Present (and empty) before the first alert: a live region must exist before it speaks.
    layer.setAttribute('role', 'status');
    layer.setAttribute('aria-live', 'polite');
    layer.setAttribute('aria-atomic', 'true');
    parent.append(layer);
    this.layer = layer;
  }

  /** Shows the alert now, or after those before it. */
  show(alert: A): void {
    if (alert.kind === 'goal') {
      this.goals.set(alert.id, alert);
      if (this.goals.size > REMEMBERED_GOALS) this.goals.delete(this.goals.keys().next().value!);
    }
    this.queue.push(alert);
    if (!this.current) this.next();
  }

  setTheme(theme: ThemeName): void {
    this.layer.dataset.theme = theme;
  }

  /** The alert on screen goes; the next one, if any, comes. */
  dismiss(): void {
    clearTimeout(this.timer);
    this.current?.card.remove();
    this.current = null;
    this.drag = null;
    this.next();
  }

  destroy(): void {
    clearTimeout(this.timer);
    this.queue.length = 0;
    this.current = null;
    this.layer.remove();
  }

  private next(): void {
    const alert = this.queue.shift();
    if (!alert) return;
    const card = this.card(alert);
    this.layer.append(card);
    this.current = { alert, card };
    this.wait();
  }

  private wait(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.dismiss(), ALERT_SHOWN_MS);
  }

  private card(alert: A): HTMLButtonElement {
    const words = alertWords(alert, alert.corrects ? this.goals.get(alert.corrects) : undefined);
    const card = document.createElement('button');
    card.type = 'button';
    card.className = styles.card ?? '';
    card.dataset.testid = 'match-alert';
    card.dataset.kind = alert.kind;
    card.dataset.alertId = alert.id;
    if (alert.late) card.dataset.late = 'true';
    // Its headline, its line and what a tap does: a span each, styled by its place in the card.
    card.append(
      ...[words.title, words.line, words.hint].map((text) => {
        const span = document.createElement('span');
        span.textContent = text;
        return span;
      }),
    );
    // A swipe ended on the card: the click that follows it does not open.
    let swiped = false;
    card.addEventListener('click', () => {
      if (swiped) return;
      if (!this.options.onOpen(alert)) this.wait();
      else if (this.current?.card === card) this.dismiss();
    });
    card.addEventListener('pointerdown', (event) => {
      // Held: the alert stays while the finger is on it.
      clearTimeout(this.timer);
      this.drag = { x: event.clientX, y: event.clientY, dx: 0, dy: 0 };
    });
    card.addEventListener('pointermove', (event) => {
      if (!this.drag) return;
      this.drag.dx = event.clientX - this.drag.x;
      this.drag.dy = Math.min(0, event.clientY - this.drag.y);
      card.style.transform = `translate(${this.drag.dx}px, ${this.drag.dy}px)`;
    });
    const release = () => {
      const drag = this.drag;
      this.drag = null;
      if (drag && (Math.abs(drag.dx) >= SWIPE_DISMISS_PX || -drag.dy >= SWIPE_DISMISS_PX)) {
        swiped = true;
        this.dismiss();
        return;
      }
      card.style.transform = '';
      if (this.current?.card === card) this.wait();
    };
    card.addEventListener('pointerup', release);
    card.addEventListener('pointercancel', release);
    return card;
  }
}
