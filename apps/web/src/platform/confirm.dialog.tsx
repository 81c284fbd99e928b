/** A question before a step that needs no reason (disable a user, reactivate a tenant): Cancel or the step itself. */
export type TConfirmOptions = {
  title: string;
  text: string;
  /** the confirm button: its label, colour and test id */
  confirmLabel: string;
  color: string;
  testId: string;
  /** the cancel button's test id, where a test needs it */
  cancelTestId?: string;
  onConfirm: () => void;
};

type TListener = (options: TConfirmOptions) => void;
let listener: TListener | null = null;
const waiting: TConfirmOptions[] = [];

/**
 * Asks in a dialog. The dialog itself (ConfirmHost) loads after the first paint, with the dialog code; a question
 * asked before it is there waits for it.
 */
export function openConfirm(options: TConfirmOptions): void {
  if (listener) listener(options);
  else waiting.push(options);
}

/** For ConfirmHost: receives the questions, the waiting ones first. */
export function listenForConfirm(fn: TListener): () => void {
  listener = fn;
  for (const options of waiting.splice(0)) fn(options);
  return () => {
    if (listener === fn) listener = null;
  };
}
