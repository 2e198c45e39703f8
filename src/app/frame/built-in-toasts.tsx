import { useToastStore } from '../../platform/feedback/toast-store';
import { ToastViewport } from '../../ui/toast-viewport';

export function BuiltInToasts() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return <ToastViewport toasts={toasts} onDismiss={dismiss} />;
}
