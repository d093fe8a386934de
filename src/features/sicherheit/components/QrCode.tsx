import Box from '@mui/material/Box';
import { generate } from 'lean-qr/nano';
import { useMemo } from 'react';

/**
 * A QR code as inline SVG (lean-qr's nano build, only on this page): no image request, no data:
 * URL, nothing the CSP has to allow. The same text is shown beside it for those who cannot scan.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = generate(text);
    let d = '';
    for (let y = 0; y < code.size; y++)
      for (let x = 0; x < code.size; x++) if (code.get(x, y)) d += `M${x} ${y}h1v1h-1z`;
    return { size: code.size, path: d };
  }, [text]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      shapeRendering="crispEdges"
      sx={{ width: 200, height: 200, bgcolor: '#fff', display: 'block' }}
    >
      <path d={path} fill="#000" />
    </Box>
  );
}
