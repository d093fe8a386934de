import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** The notice itself (MUI's Snackbar with its transition): see SessionNotice. */
export default function SessionNoticeView({
  text,
  closeText,
  onClose,
}: {
  text: string;
  closeText: string;
  onClose: () => void;
}) {
  return (
    <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        role="alert"
        onClose={onClose}
        closeText={closeText}
        sx={{ maxWidth: 640 }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
