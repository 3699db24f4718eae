// The customer's signature on the glass: pointer input (finger, stylus or mouse) drawn to a canvas,
// exported as a PNG data URL into the form's hidden `signature` field when the visit is finished. The
// canvas exists only once the page's script runs; without it (or left blank) the signer's typed
// name is the acknowledgement.
import { useEffect, useRef, useState } from "react";

type Words = { pad: string; clear: string };

export function SignaturePad({ words, finishIntent }: { words: Words; finishIntent: string }) {
  const [ready, setReady] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const drawn = useRef(false);

  useEffect(() => setReady(true), []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const field = fieldRef.current;
    if (!ready || !canvas || !field) return;
    // Sharp lines on a dense screen, but no bigger than needed: the PNG travels on a weak signal.
    const scale = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(canvas.clientWidth * scale);
    canvas.height = Math.round(canvas.clientHeight * scale);
    const pen = canvas.getContext("2d");
    if (!pen) return;
    pen.scale(scale, scale);
    pen.lineWidth = 2.5;
    pen.lineCap = "round";
    pen.lineJoin = "round";
    pen.strokeStyle = "#0f172a";
    let drawing = false;
    const at = (event: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      return [event.clientX - box.left, event.clientY - box.top] as const;
    };
    const down = (event: PointerEvent) => {
      drawing = true;
      canvas.setPointerCapture(event.pointerId);
      const [x, y] = at(event);
      pen.beginPath();
      pen.moveTo(x, y);
      event.preventDefault();
    };
    const move = (event: PointerEvent) => {
      if (!drawing) return;
      const [x, y] = at(event);
      pen.lineTo(x, y);
      pen.stroke();
      drawn.current = true;
      event.preventDefault();
    };
    const up = () => {
      drawing = false;
    };
    const form = canvas.closest("form");
    const exportSignature = (event: SubmitEvent) => {
      const finishing = (event.submitter as HTMLButtonElement | null)?.value === finishIntent;
      field.value = finishing && drawn.current ? canvas.toDataURL("image/png") : "";
    };
    canvas.addEventListener("pointerdown", down);
    canvas.addEventListener("pointermove", move);
    canvas.addEventListener("pointerup", up);
    canvas.addEventListener("pointercancel", up);
    form?.addEventListener("submit", exportSignature);
    return () => {
      canvas.removeEventListener("pointerdown", down);
      canvas.removeEventListener("pointermove", move);
      canvas.removeEventListener("pointerup", up);
      canvas.removeEventListener("pointercancel", up);
      form?.removeEventListener("submit", exportSignature);
    };
  }, [ready, finishIntent]);

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext("2d")?.clearRect(0, 0, canvas.width, canvas.height);
    drawn.current = false;
  };

  return (
    <>
      <input ref={fieldRef} type="hidden" name="signature" defaultValue="" />
      {ready ? (
        <div className="space-y-2">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={words.pad}
            data-testid="signature-pad"
            className="block h-48 w-full touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white"
          />
          <button
            type="button"
            onClick={clear}
            className="min-h-12 rounded-lg border border-slate-300 bg-white px-4 text-base font-semibold text-slate-800"
          >
            {words.clear}
          </button>
        </div>
      ) : null}
    </>
  );
}
