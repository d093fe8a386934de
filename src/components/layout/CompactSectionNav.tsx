import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionNavLink } from './SectionNavLink';
import type { SideNavItem } from './sectionNavSlot';

/**
 * The section menu on phones: one "Bereich wählen" button showing the current area; it opens the list
 * of areas in place (a disclosure, no popup to trap focus). A page change renders a new page, and with
 * it a closed menu. The section's title (a contract's name) is left out: the page names it already.
 */
export function CompactSectionNav({
  label,
  items,
  pendingLabel,
}: {
  label: string;
  items: SideNavItem[];
  /** the menu's areas are not known yet (a page frame): the button shows this one and stays disabled */
  pendingLabel?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const currentLabel = pendingLabel ?? items.find((item) => item.current)?.label;
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 3, mt: -1 }}>
      <Button
        variant="outlined"
        fullWidth
        disabled={pendingLabel !== undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        endIcon={
          <ExpandMore
            aria-hidden="true"
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }}
          />
        }
        sx={{ minHeight: 48, justifyContent: 'space-between', textAlign: 'left' }}
      >
        <span>
          {t('layout.sectionNav.choose')}
          {currentLabel && (
            <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.primary' }}>
              {currentLabel}
            </Box>
          )}
        </span>
      </Button>
      <Box
        component="ul"
        id={listId}
        hidden={!open}
        sx={{
          listStyle: 'none',
          m: 0,
          mt: 1,
          p: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        {items.map((item) => (
          <SectionNavLink key={item.key} item={item} compact onClick={() => setOpen(false)} />
        ))}
      </Box>
    </Box>
  );
}
