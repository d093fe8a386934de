/**
 * Read by screen readers only: clipped to a 1 px box in place ('1px', not 1: in sx a bare 1 means 100 %).
 * Never positioned off screen, which would widen the page on a phone.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
