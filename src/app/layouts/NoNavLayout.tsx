import Container from '@mui/material/Container';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';

/** /private/d: the private area without navigation (forced first password change). */
export default function NoNavLayout() {
  return (
    <>
      <Header showLogout />
      <Container component="main" id="main-content" maxWidth="sm" sx={{ py: 4, flex: 1 }}>
        <Outlet />
      </Container>
    </>
  );
}
