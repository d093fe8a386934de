import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ComponentPropsWithoutRef, type ElementType, forwardRef, type ReactNode } from 'react';

type Severity = 'success' | 'info' | 'warning' | 'error';

/** MUI Alert's default icons (Material icons SuccessOutlined, InfoOutlined, ReportProblemOutlined, ErrorOutline). */
const ICONS: Record<Severity, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
};

export interface NoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'color'> {
  severity?: Severity;
  variant?: 'standard' | 'outlined';
  /** false: no icon */
  icon?: false;
  /** e.g. a "Erneut versuchen" button at the end of the row */
  action?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A notice box with MUI Alert's look (standard and outlined variants: severity colours and icon, padding,
 * role "alert" unless given another) on plain boxes, the same CSS. MUI's Alert module with its four icons
 * and the close button's IconButton would be on the first load of every page for it (docs/performance.md); the
 * portal's notices are never closed by a button of their own.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { severity = 'success', variant = 'standard', icon, action, role = 'alert', sx, children, ...rest },
  ref,
) {
  const rootSx: SxProps<Theme> = (theme) => {
    const { light, main } = theme.palette[severity];
    return {
      ...theme.typography.body2,
      display: 'flex',
      padding: '6px 16px',
      borderRadius: `${theme.shape.borderRadius}px`,
      color: theme.darken(light, 0.6),
      ...(variant === 'outlined'
        ? { border: `1px solid ${light}`, backgroundColor: 'transparent' }
        : { backgroundColor: theme.lighten(light, 0.9) }),
      '& .Notice-icon': { color: main },
    };
  };
  return (
    <Box ref={ref} role={role} {...rest} sx={[rootSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {icon !== false && (
        <Box className="Notice-icon" sx={{ mr: '12px', py: '7px', display: 'flex', fontSize: 22, opacity: 0.9 }}>
          <SvgIcon fontSize="inherit">
            <path d={ICONS[severity]} />
          </SvgIcon>
        </Box>
      )}
      <Box sx={{ py: '8px', minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {action && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', p: '4px 0 0 16px', ml: 'auto', mr: '-8px' }}>
          {action}
        </Box>
      )}
    </Box>
  );
});

/** The title line of a Notice (MUI AlertTitle's look); `component` e.g. "h2" where it heads a section. */
export function NoticeTitle<C extends ElementType = 'div'>({
  component,
  sx,
  ...rest
}: {
  component?: C;
  id?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Typography
      component={component ?? 'div'}
      gutterBottom
      {...rest}
      sx={[{ fontWeight: 'fontWeightMedium', mt: '-2px' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
