import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';

/** A lazily loaded part of a page whose load can be tried again (React.lazy keeps a failed load for good). */
export interface RetryableLazy<P extends object> {
  (props: P): ReactNode;
  /** Forgets a failed load: the next render loads the chunk again. */
  retry(): void;
}

/**
 * React.lazy for a part of a page (a dialog, the phone menu, the date picker) that `LazyPartBoundary` can load
 * again after a failure: a new lazy component replaces the failed one.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): RetryableLazy<P> {
  let Loaded = lazy(load);
  const Part = ((props: P) => <Loaded {...props} />) as RetryableLazy<P>;
  Part.retry = () => {
    Loaded = lazy(load);
  };
  return Part;
}

interface Props {
  children: ReactNode;
  /** the part inside (for the new load after a failure) */
  part: { retry(): void };
  /** a name for the log */
  name: string;
  /** shown while the part loads (default: nothing) */
  pending?: ReactNode;
  /** shown instead of the part while its load has failed (default: nothing) */
  fallback?: ReactNode;
  /** a new value (the customer opens the part again) loads a failed part anew */
  retryKey?: unknown;
}

/**
 * Suspense and error boundary around a lazily loaded part of a page: a chunk that does not arrive (a lost connection, a
 * deployment that replaced the files) shows the part's fallback instead of taking the page, and what the
 * customer typed into it, down to the route's error page. The next `retryKey` tries the load again.
 */
export class LazyPartBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Teil „${this.props.name}“ konnte nicht geladen werden`, error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.retryKey !== this.props.retryKey) {
      this.props.part.retry();
      this.setState({ failed: false });
    }
  }

  render() {
    if (this.state.failed) return this.props.fallback ?? null;
    return <Suspense fallback={this.props.pending ?? null}>{this.props.children}</Suspense>;
  }
}

/**
 * The notice of a part the customer opened (the phone menu, the cookie settings) whose chunk did not load:
 * over the bottom of the page (the heading and what was typed stay in view), with "Erneut versuchen" and
 * "Schließen".
 */
export function PartFailedNotice({
  text,
  onRetry,
  onClose,
}: {
  /** what could not be loaded and what to do */
  text: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Notice
      severity="warning"
      sx={{ position: 'fixed', bottom: 8, left: 8, right: 8, zIndex: 'modal', boxShadow: 4 }}
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 44 }}>
            {t('actions.retry')}
          </Button>
          <Button color="inherit" size="small" onClick={onClose} sx={{ minHeight: 44 }}>
            {t('actions.close')}
          </Button>
        </Box>
      }
    >
      {text}
    </Notice>
  );
}
