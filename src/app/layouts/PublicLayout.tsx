import Container from '@mui/material/Container';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';

export default function PublicLayout() {
  return (
    <>
      <Header />
      <Container component="main" id="main-content" maxWidth="md" sx={{ py: 4, flex: 1 }}>
        <Outlet />
      </Container>
    </>
  );
}
