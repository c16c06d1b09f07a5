/** Issue 7: how far the chosen images have gone up (bytes sent by the browser). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex justify-between text-slate-700 text-sm">
        <span id="upload-progress-label">Envoi des images</span>
        <span>{percent} %</span>
      </div>
      <progress
        aria-labelledby="upload-progress-label"
        value={percent}
        max={100}
        className="mt-2 h-2 w-full overflow-hidden rounded-full accent-teal-700"
      />
    </div>
  );
}
