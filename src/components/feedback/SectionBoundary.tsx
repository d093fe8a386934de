import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';

/** The small German notice a section shows instead of itself when it could not render. */
function SectionNotice({ inline }: { inline: boolean }) {
  const { t } = useTranslation();
  if (inline) return <span role="alert">{t('errors.section')}</span>;
  return (
    <Notice severity="warning" role="alert" sx={{ my: 1 }}>
      {t('errors.section')}
    </Notice>
  );
}

interface Props {
  children: ReactNode;
  /** a name for the log (which card, row or tab failed) */
  name: string;
  /** the notice in place of a table row or a short line: plain text instead of a box */
  fallback?: (notice: ReactNode) => ReactNode;
  /** render the notice as plain text (inside table cells, lists) */
  inline?: boolean;
}

/**
 * Error boundary per section (a card, a table row, a tab): when one part cannot render (an answer the
 * schemas let through but a component still trips over), only that part shows a small German notice;
 * the rest of the page keeps working. The route's error page stays for what breaks the page itself.
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Bereich „${this.props.name}“ konnte nicht angezeigt werden`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const notice = <SectionNotice inline={Boolean(this.props.inline || this.props.fallback)} />;
    return this.props.fallback ? this.props.fallback(notice) : notice;
  }
}
