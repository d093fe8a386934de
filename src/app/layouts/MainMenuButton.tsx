import ButtonBase from '@mui/material/ButtonBase';
import MenuIcon from '@mui/icons-material/Menu';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LazyPartBoundary, PartFailedNotice, retryableLazy } from '../../components/feedback/LazyPart';
import { useMainNavEntries } from './useMainNavEntries';

// the drawer (and MUI's modal machinery) loads only when the customer is about to open the menu: a press or
// keyboard focus on the button starts it, so the tap's click finds it there (or nearly) instead of asking then
const loadDrawer = () => import('./MainMenuDrawer');
const MainMenuDrawer = retryableLazy(loadDrawer);
const preloadDrawer = () => void loadDrawer().catch(() => {});

/** The "Menü" button of the header on phones (hidden from md on, where the menu row shows). */
export function MainMenuButton() {
  const { t } = useTranslation();
  const entries = useMainNavEntries();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // each opening is an attempt: after a failed load of the drawer the next one loads it again
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // closed by choosing an area, the focus goes to the new page's heading, not back to this button
  const [restoreFocus, setRestoreFocus] = useState(true);
  // any navigation (a menu entry, the browser's back button) closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      {/* ButtonBase with IconButton's look (round, 48 px, focus ripple): IconButton's module would be
          on the start page's first load for this one button (docs/performance.md) */}
      <ButtonBase
        focusRipple
        aria-label={t('layout.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => {
          setLoaded(true);
          setRestoreFocus(true);
          setOpen(true);
          setAttempt((n) => n + 1);
        }}
        // no touch ripple render in the press's frame (INP); CSS marks the press, focus keeps its ripple
        disableTouchRipple
        sx={{
          display: { md: 'none' },
          width: 48,
          height: 48,
          ml: '-12px',
          borderRadius: '50%',
          color: 'inherit',
          '&:active': { bgcolor: 'rgba(255, 255, 255, 0.24)' },
        }}
      >
        <MenuIcon aria-hidden="true" />
      </ButtonBase>
      {loaded && (
        <LazyPartBoundary
          part={MainMenuDrawer}
          name="Hauptmenü"
          retryKey={attempt}
          fallback={
            open ? (
              <PartFailedNotice
                text={t('layout.menuFailed')}
                onRetry={() => setAttempt((n) => n + 1)}
                onClose={() => setOpen(false)}
              />
            ) : null
          }
        >
          <MainMenuDrawer
            open={open}
            entries={entries}
            restoreFocus={restoreFocus}
            onClose={() => setOpen(false)}
            onNavigate={() => {
              setRestoreFocus(false);
              setOpen(false);
            }}
          />
        </LazyPartBoundary>
      )}
    </>
  );
}
