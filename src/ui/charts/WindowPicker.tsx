// How much history the charts show.
const WINDOWS = [
  { s: 60, label: '1 min' },
  { s: 120, label: '2 min' },
  { s: 300, label: '5 min' },
  { s: 900, label: '15 min' },
];

export function WindowPicker({
  windowS,
  onChange,
}: {
  windowS: number;
  onChange: (s: number) => void;
}) {
  return (
    <label className="picker picker--inline">
      <span>Show the last</span>
      <select value={windowS} onChange={(e) => onChange(Number(e.target.value))}>
        {WINDOWS.map((w) => (
          <option key={w.s} value={w.s}>
            {w.label}
          </option>
        ))}
      </select>
    </label>
  );
}
