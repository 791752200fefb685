/// The explorer page's own style: its frame around the diagram, in light and dark colours that
/// follow `prefers-color-scheme` as the diagram's SVG does. No web font: the system's.
enum ExplorerStyle {
    static let css = """
        :root { color-scheme: light dark; --ink: #0f172a; --paper: #ffffff; --muted: #475569; --rule: #cbd5e1;
          --panel: #f8fafc; --mark: #db2777; }
        @media (prefers-color-scheme: dark) {
          :root { --ink: #e2e8f0; --paper: #0f172a; --muted: #94a3b8; --rule: #334155; --panel: #1e293b; --mark: #f472b6; }
        }
        body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink);
          background: var(--paper); }
        header { padding: 8px 16px; border-bottom: 1px solid var(--rule); }
        h1 { font-size: 18px; margin: 0 0 6px; }
        .explorer-controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
        fieldset { border: 1px solid var(--rule); border-radius: 6px; padding: 2px 8px; margin: 0; }
        fieldset label { margin-right: 10px; }
        main { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; padding: 16px; }
        #explorer-devices { flex: 1 1 480px; min-width: 0; }
        .explorer-device h2 { font-size: 15px; margin: 0 0 6px; }
        .explorer-scroll { display: flex; flex-direction: column; gap: 4px; margin-bottom: 8px; }
        .explorer-track { font-variant-numeric: tabular-nums; }
        .explorer-track input { width: min(320px, 60vw); vertical-align: middle; }
        .explorer-picture { overflow: auto; }
        .explorer-picture svg { display: block; max-width: none; }
        .explorer-picture svg [id] { cursor: pointer; }
        .explorer-picture svg .explorer-selected { stroke: var(--mark) !important; stroke-width: 3px !important;
          stroke-opacity: 1 !important; }
        #explorer-explanation { flex: 0 1 560px; position: sticky; top: 8px; max-height: calc(100vh - 16px); overflow: auto;
          background: var(--panel); border: 1px solid var(--rule); border-radius: 6px; padding: 8px 12px; }
        #explorer-explanation h2 { font-size: 15px; margin: 0 0 4px; }
        #explorer-note { color: var(--muted); margin: 0 0 6px; }
        #explorer-text { font: 12px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, monospace; white-space: pre-wrap; margin: 0; }

        """
}
