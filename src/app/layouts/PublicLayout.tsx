import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { containerSx } from '../../components/layout/containerSx';

export default function PublicLayout() {
  return (
    <>
      <Header />
      <Box component="main" id="main-content" sx={[containerSx('md'), { py: 4, flex: 1 }]}>
        <Outlet />
      </Box>
    </>
  );
}
