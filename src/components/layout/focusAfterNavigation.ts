/** Set by the root layout when the location changes after the first render; read by PageHeading. */
let focusRequested = false;

export function requestFocusAfterNavigation(): void {
  focusRequested = true;
}

export function consumeFocusRequest(): boolean {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
}
