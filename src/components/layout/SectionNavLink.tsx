import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { SideNavItem } from './sectionNavSlot';

/**
 * One entry of a section menu, the current one marked by a bar, colour and weight (not colour alone) and
 * `aria-current`. `compact`: the phone menu's row, a 48 px touch target.
 */
export function SectionNavLink({
  item,
  compact = false,
  onClick,
}: {
  item: SideNavItem;
  compact?: boolean;
  onClick?: () => void;
}) {
  return (
    <li>
      <Link
        component={RouterLink}
        to={item.href}
        underline={compact ? 'none' : 'hover'}
        aria-current={item.current ? 'page' : undefined}
        onClick={onClick}
        sx={{
          ...(compact
            ? { display: 'flex', alignItems: 'center', minHeight: 48, px: 2, borderLeft: 4 }
            : { display: 'block', py: 0.75, pl: 2, ml: { md: '-1px' }, borderLeft: 3 }),
          borderColor: item.current ? 'primary.main' : 'transparent',
          color: item.current ? 'primary.main' : 'text.primary',
          fontWeight: item.current ? 700 : 400,
        }}
      >
        {item.label}
      </Link>
    </li>
  );
}
