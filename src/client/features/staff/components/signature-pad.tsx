import { useEffect, useRef, type PointerEvent } from 'react';
import { Eraser } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/i18n';

type Point = { x: number; y: number; pressure: number };

const HEIGHT = 160;
/** Pixel ratio of the exported PNG: sharp enough to print, small enough for the 200 KB limit. */
const MAX_RATIO = 2;

type SignaturePadProps = {
  id: string;
  /** A PNG data URL after each stroke; null when cleared. */
  onChange: (png: string | null) => void;
  invalid?: boolean;
};

/**
 * A drawing surface for the employee's signature: pointer events (finger, pen, mouse) on a canvas
 * that fills its container (375 px phones too), a white background and dark strokes, Clear.
 * The strokes are kept in CSS pixels, so a resize redraws them at the new size.
 */
export function SignaturePad({ id, onChange, invalid }: SignaturePadProps) {
  const t = useT();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef<Point[] | null>(null);

  const redraw = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = canvas.width / Math.max(1, canvas.clientWidth);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.clientWidth, HEIGHT);
    for (const stroke of strokes.current) drawStroke(context, stroke);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_RATIO);
      canvas.width = Math.round(canvas.clientWidth * ratio);
      canvas.height = Math.round(HEIGHT * ratio);
      redraw();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top, pressure: event.pressure || 0.5 };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = [pointAt(event)];
    strokes.current.push(drawing.current);
    redraw();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    if (events.length > 0) {
      const box = event.currentTarget.getBoundingClientRect();
      for (const e of events) drawing.current.push({ x: e.clientX - box.left, y: e.clientY - box.top, pressure: e.pressure || 0.5 });
    } else {
      drawing.current.push(pointAt(event));
    }
    redraw();
  };

  const finish = () => {
    if (!drawing.current) return;
    drawing.current = null;
    onChange(canvasRef.current?.toDataURL('image/png') ?? null);
  };

  const clear = () => {
    strokes.current = [];
    drawing.current = null;
    redraw();
    onChange(null);
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvasRef}
        id={id}
        role="img"
        aria-label={t('staff.signaturePadSignHereWith')}
        aria-invalid={invalid || undefined}
        className={`block w-full cursor-crosshair touch-none rounded-md border bg-white ${invalid ? 'border-danger' : 'border-line'}`}
        style={{ height: HEIGHT }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
        onLostPointerCapture={finish}
      />
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-muted">{t('staff.theEmployeeSignsAboveTo')}</p>
        <Button variant="secondary" size="sm" onClick={clear}>
          <Eraser aria-hidden="true" className="size-4" />
          {t('staff.clear')}
        </Button>
      </div>
    </div>
  );
}

function drawStroke(context: CanvasRenderingContext2D, stroke: Point[]) {
  context.strokeStyle = '#0f172a';
  context.fillStyle = '#0f172a';
  context.lineCap = 'round';
  context.lineJoin = 'round';
  if (stroke.length === 1) {
    const [dot] = stroke;
    context.beginPath();
    context.arc(dot!.x, dot!.y, 1.5, 0, Math.PI * 2);
    context.fill();
    return;
  }
  for (let i = 1; i < stroke.length; i++) {
    const from = stroke[i - 1]!;
    const to = stroke[i]!;
    context.lineWidth = 1.5 + 2 * to.pressure;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }
}
