import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { containerSx } from '../../components/layout/containerSx';

/** /private/d: the private area without navigation (forced first password change). */
export default function NoNavLayout() {
  return (
    <>
      <Header showLogout />
      <Box component="main" id="main-content" sx={[containerSx('sm'), { py: 4, flex: 1 }]}>
        <Outlet />
      </Box>
    </>
  );
}
