import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MainNavEntry } from './mainSections';

/**
 * The main menu on phones, loaded on its first opening (MUI's modal machinery stays out of the start-up).
 * The modal traps the focus while open and returns it to the menu button when closed with Escape, the
 * backdrop or the close button; after choosing an area the new page's heading takes the focus instead.
 */
export default function MainMenuDrawer({
  open,
  entries,
  restoreFocus,
  onClose,
  onNavigate,
}: {
  open: boolean;
  entries: MainNavEntry[];
  restoreFocus: boolean;
  onClose: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      ModalProps={{ disableRestoreFocus: !restoreFocus }}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '85vw' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 1 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('layout.menu')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('layout.menuClose')} sx={{ width: 48, height: 48 }}>
          <CloseIcon aria-hidden="true" />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('layout.mainNav')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link
                component={RouterLink}
                to={entry.href}
                underline="none"
                aria-current={entry.current ? 'page' : undefined}
                onClick={onNavigate}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: 52,
                  px: 2,
                  fontWeight: 600,
                  borderLeft: 4,
                  borderColor: entry.current ? 'primary.main' : 'transparent',
                  color: entry.current ? 'primary.main' : 'text.primary',
                  bgcolor: entry.current ? 'action.selected' : undefined,
                }}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Drawer>
  );
}
