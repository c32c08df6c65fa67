"""hlotool serve: the JSON endpoints and the HTTP layer's security over plain HTTP, and the front end
in headless Chromium (driven by selenium through chromedriver) on a real --xla_dump_to folder made
by jax: folder view, module view (expand a fusion, search, follow an operand, back and forward),
a pass's side-by-side diff, and an op_name holding <script> that must show as text and never run."""
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import hlotool
from hlotool.dump import find_module, pass_diff, scan_dump
from hlotool.graph.page import kv_dict, metadata_fields
from hlotool.serve import Root, Site, make_server, unsafe_path
from support.browser import chrome_driver
from support.graph_page import assert_drawn_inside
from support.paths import CORPUS, ROOT
from support.xla_dumps import make_dump, make_jax_ir_dump

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
try:
    from selenium import webdriver
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    webdriver = None
needs_browser = pytest.mark.skipif(
    CHROMIUM is None or CHROMEDRIVER is None or webdriver is None,
    reason="needs headless Chromium and chromedriver (Debian: chromium, chromium-driver) and selenium "
           "(pip install -e '.[test]')")

EVIL_OP_NAME = "jit(f)/<script>window.__pwned=1</script>/neg"
EVIL = """HloModule evil_module, entry_computation_layout={(f32[4]{0})->f32[4]{0}}

ENTRY %main (p: f32[4]) -> f32[4] {
  %p = f32[4]{0} parameter(0)
  %n = f32[4]{0} negate(f32[4]{0} %p), metadata={op_name="OPNAME" source_file="<img src=x onerror=window.__pwned=2>.py" source_line=3}, frontend_attributes={_xla_note="<b onmouseover=window.__pwned=3>bold</b>"}
  ROOT %e = f32[4]{0} exponential(f32[4]{0} %n), metadata={op_name="jit(f)/<script>window.__pwned=1</script>/exp"}, backend_config="<script>window.__pwned=4</script>"
}
""".replace("OPNAME", EVIL_OP_NAME)
# Metadata naming a real source file (this one), for the source-lines endpoint.
SOURCED = """HloModule sourced, entry_computation_layout={(f32[2]{0})->f32[2]{0}}

ENTRY %main (p: f32[2]) -> f32[2] {
  %p = f32[2]{0} parameter(0)
  ROOT %a = f32[2]{0} add(f32[2]{0} %p, f32[2]{0} %p), metadata={op_name="jit(g)/add" source_file="SOURCE" source_line=20}
}
""".replace("SOURCE", str(Path(__file__).resolve()))
# A declared shape the verifier rejects (V200), to see findings on their instruction.
BAD = """HloModule bad, entry_computation_layout={(f32[4]{0})->f32[5]{0}}

ENTRY %main (p: f32[4]) -> f32[5] {
  %p = f32[4]{0} parameter(0)
  ROOT %wrong = f32[5]{0} negate(f32[4]{0} %p)
}
"""


@pytest.fixture(scope="module")
def dump_dir(tmp_path_factory):
    return make_dump(tmp_path_factory.mktemp("xla_dump"), per_pass=True)


@pytest.fixture(scope="module")
def other_dir(tmp_path_factory):
    """A folder of .hlo files with a module that plants scripts in its strings, one with a source
    file, one the verifier rejects; a secret next to it that must never be served."""
    base = tmp_path_factory.mktemp("served")
    folder = base / "hlo"
    (folder / "sub").mkdir(parents=True)
    (folder / "evil.hlo").write_text(EVIL)
    (folder / "sub" / "sourced.hlo").write_text(SOURCED)
    (folder / "bad.hlo").write_text(BAD)
    (folder / "broken.hlo").write_text(BAD.replace("negate(", "negate(("))
    (base / "secret.hlo").write_text(BAD.replace("bad", "secret"))
    os.symlink(base / "secret.hlo", folder / "link.hlo")          # a link out of the root: not served
    return folder


@pytest.fixture(scope="module")
def server(dump_dir, other_dir, tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HLOTOOL_CACHE", str(tmp_path_factory.mktemp("cache")))
        site = Site([Root(dump_dir, 0), Root(other_dir, 1)])
        srv = make_server(site, 0)
        thread = threading.Thread(target=srv.serve_forever, daemon=True)
        thread.start()
        yield srv
        srv.shutdown()
        srv.server_close()


def get(server, path, method="GET", headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=60)
    conn.putrequest(method, path, skip_host="Host" in (headers or {}), skip_accept_encoding=True)  # path as given
    for k, v in (headers or {}).items():
        conn.putheader(k, v)
    conn.endheaders()
    resp = conn.getresponse()
    body = resp.read()
    conn.close()
    return resp.status, body, resp


def api(server, name, **params):
    from urllib.parse import urlencode
    status, body, _ = get(server, f"/api/{name}?{urlencode(params)}")
    assert status == 200, body
    return json.loads(body)


def fn_module(dump_dir):
    return find_module(scan_dump(dump_dir), "jit_dumped_fn")


# ---------------------------------------------------------------- HTTP and JSON, no browser
def test_unsafe_paths():
    for bad in ["/raw/0/../x", "/raw/0/%2e%2e/x", "/raw/0/%2E%2E%2Fx", "/raw/0/..%2fx", "/raw/0/%5c..", "/raw//etc/passwd",
                "/raw/0/a\\b", "//etc/passwd", "etc/passwd", "/raw/0/./x", "/raw/0/%00", "/raw/0/a%0ab",
                "http://evil.example/raw/0/x"]:
        assert unsafe_path(bad), bad
    for good in ["/", "/index.html", "/assets/app.js", "/api/module", "/raw/0/sub/a.hlo", "/raw/0/a%20b.hlo"]:
        assert not unsafe_path(good), good


@pytest.mark.xla
def test_traversal_and_methods_over_http(server, dump_dir, other_dir):
    status, body, _ = get(server, "/raw/1/evil.hlo")
    assert status == 200 and body.decode() == EVIL
    assert get(server, "/raw/1/sub/sourced.hlo")[0] == 200
    secret = (other_dir.parent / "secret.hlo").resolve()
    for path in ["/raw/1/../secret.hlo", "/raw/1/%2e%2e/secret.hlo", "/raw/1/..%2fsecret.hlo", "/raw/1/%2e%2e%2fsecret.hlo",
                 "/raw/1/..%5csecret.hlo", "/raw/1//" + str(secret).lstrip("/"), "/raw/1/" + str(secret),
                 "/raw/1/%2F" + str(secret).lstrip("/"), "/raw/1/link.hlo", "/raw/1/../../../../../../etc/passwd",
                 "/assets/../api/roots", "/raw/0/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
                 "/api/module?root=1&file=../secret.hlo", "/api/module?root=1&file=" + str(secret),
                 "/api/module?root=1&file=%2e%2e%2fsecret.hlo", "/api/module?root=1&file=link.hlo",
                 "/api/inst?root=1&file=..%2F..%2Fetc%2Fpasswd&k=0", "/api/module?root=7&file=evil.hlo",
                 "/api/source?root=1&file=evil.hlo&path=/etc/passwd&line=1", "/api/nope", "/nothing"]:
        status, body, _ = get(server, path)
        assert status == 404, (path, status)
        assert b"HloModule" not in body and b"root:" not in body
    for method in ("POST", "PUT", "DELETE"):
        status, _, resp = get(server, "/api/roots", method)
        assert status == 405 and resp.getheader("Allow") == "GET, HEAD"
    status, body, resp = get(server, "/raw/1/evil.hlo", "HEAD")
    assert status == 200 and body == b"" and int(resp.getheader("Content-Length")) == len(EVIL)
    # Another site's page reaching the server through DNS rebinding names its own host.
    assert get(server, "/api/roots", headers={"Host": "evil.example:80"})[0] == 403
    status, body, resp = get(server, "/")
    assert status == 200 and "script-src 'self'" in resp.getheader("Content-Security-Policy")
    assert resp.getheader("X-Content-Type-Options") == "nosniff"
    assert b"<script>" not in body and b"http" not in body.lower().replace(b"http-equiv", b"")   # no inline code, no CDN
    for asset in ("app.js", "graph.js", "app.css"):
        status, body, _ = get(server, "/assets/" + asset)
        body = body.replace(b"http://www.w3.org/2000/svg", b"")          # the SVG namespace: a name, not a fetch
        assert status == 200 and b"innerHTML" not in body and b"http://" not in body and b"https://" not in body


@pytest.mark.xla
def test_folder_listing_and_timeline(server, dump_dir):
    roots = api(server, "roots")["roots"]
    assert [r["kind"] for r in roots] == ["dump", "folder"]
    assert sorted(m["key"] for m in roots[1]["modules"]) == ["bad.hlo", "broken.hlo", "evil.hlo",
                                                             "sub/sourced.hlo"]     # and no link.hlo
    mod = fn_module(dump_dir)
    row = next(m for m in roots[0]["modules"] if m["key"] == mod.key)
    first, last = (hlotool.parse_file(s.path).instruction_count for s in (mod.snapshots[0], mod.snapshots[-1]))
    assert (row["instructions_before"], row["instructions_after"]) == (first, last)
    assert row["files"] == len(mod.snapshots) and row["passes"] > 5 and row["changing_steps"] > 0
    timeline = api(server, "timeline", root=0, module=mod.key)["steps"]
    assert [s["file"] for s in timeline] == [s.path.name for s in mod.snapshots]
    assert any(s["pass"] == "fusion" and s["identical"] is False for s in timeline)


@pytest.mark.xla
def test_module_inst_diff_stats_verify(server, dump_dir):
    mod = fn_module(dump_dir)
    last = mod.snapshots[-1].path.name
    data = api(server, "module", root=0, file=last)
    module = hlotool.parse_file(mod.snapshots[-1].path)
    assert len(data["insts"]) == module.instruction_count and data["comps"][0][0] == module.entry.name
    fusion = next(k for k, r in enumerate(data["insts"]) if r[1] == "fusion")
    inst = api(server, "inst", root=0, file=last, k=fusion)
    assert inst["opcode"] == "fusion" and inst["calls"] and inst["text"].startswith(("%", "ROOT"))
    assert inst["frames"] and inst["frames"][0]["function"] == "dumped_fn"       # from the StackFrames tables
    assert [data["insts"][k][0] for k in inst["operands"]] == [o.name for o in
                                                               module.entry.instruction(inst["name"]).operands]
    after = next(s for s in mod.snapshots if s.pass_name == "fusion")
    diff = api(server, "diff", rb=0, b=after.path.name, prev=1)
    _, _, direct = pass_diff(mod, "fusion")
    assert diff["summary"] == direct.summary
    assert len(diff["rows"]) == sum(v for k, v in direct.summary.items() if k != "unchanged")
    assert {r[0] for r in diff["rows"]} >= {"left_only", "right_only"}
    stats = api(server, "stats", root=0, file=last)
    assert stats["instructions"] == module.instruction_count
    assert api(server, "verify", root=0, file=last)["findings"] == []
    bad = api(server, "verify", root=1, file="bad.hlo")["findings"]
    assert bad and bad[0]["code"] == "V200" and bad[0]["instruction"] == "wrong" and bad[0]["k"] is not None
    status, body, _ = get(server, "/api/module?root=1&file=broken.hlo")        # the parser's message, a 422
    assert status == 422 and json.loads(body)["error"].startswith("broken.hlo:5:")


@pytest.mark.xla
def test_source_lines_only_of_referenced_files(server):
    here = str(Path(__file__).resolve())
    data = api(server, "module", root=1, file="sub/sourced.hlo")
    k = next(k for k, r in enumerate(data["insts"]) if r[0] == "a")
    frames = api(server, "inst", root=1, file="sub/sourced.hlo", k=k)["frames"]
    assert frames == [{"file": here, "line": 20, "column": None, "function": None, "available": True}]
    src = api(server, "source", root=1, file="sub/sourced.hlo", path=here, line=20)
    assert src["lines"][20 - src["start"]] == Path(__file__).read_text().splitlines()[19]
    from urllib.parse import quote
    status, _, _ = get(server, f"/api/source?root=1&file=evil.hlo&path={quote(here)}&line=20")
    assert status == 404            # a real file, but not one this module names


def test_metadata_fast_path_agrees_with_decoding():
    keys = ("op_name", "source_file", "source_line", "stack_frame_id")
    for path in [*sorted(CORPUS.glob("model_*/*.hlo"))[:6], *sorted(CORPUS.glob("md_*/post.hlo"))[:3]]:
        module = hlotool.parse_file(path)
        for c in module.computations:
            for inst in c.instructions:
                meta = inst.attrs.get("metadata")
                fast = metadata_fields(meta)
                assert fast == {k: v for k, v in kv_dict(meta).items() if k in keys}, (path, inst.name)


@pytest.mark.xla
def test_cli(dump_dir, tmp_path):
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HLOTOOL_CACHE": str(tmp_path)}
    cmd = [sys.executable, "-m", "hlotool", "serve"]
    out = subprocess.run(cmd + [str(tmp_path / "missing")], capture_output=True, text=True, env=env)
    assert out.returncode == 2 and "no such file" in out.stderr and "Traceback" not in out.stderr
    (tmp_path / "empty").mkdir()
    out = subprocess.run(cmd + [str(tmp_path / "empty")], capture_output=True, text=True, env=env)
    assert out.returncode == 2 and "no .hlo files" in out.stderr
    out = subprocess.run(cmd + ["a", "b", "c"], capture_output=True, text=True, env=env)
    assert out.returncode == 2 and "at most two" in out.stderr
    proc = subprocess.Popen(cmd + [str(dump_dir), "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    try:
        line = ""
        while "http://" not in line:
            line = proc.stdout.readline()
            assert line, proc.stderr.read()
        url = line.split()[2]
        host, port = url.split("//")[1].rstrip("/").split(":")
        assert host == "127.0.0.1"
        taken = subprocess.run(cmd + [str(dump_dir), "--port", port], capture_output=True, text=True, env=env)
        assert taken.returncode == 2 and "cannot listen" in taken.stderr and "--port 0" in taken.stderr
        conn = http.client.HTTPConnection(host, int(port), timeout=30)
        conn.request("GET", "/api/roots")
        assert json.loads(conn.getresponse().read())["roots"][0]["kind"] == "dump"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


# ---------------------------------------------------------------- the front end in Chromium
@pytest.fixture(scope="module")
def browser():
    with chrome_driver() as driver:
        yield driver


def wait_view(d, view, timeout=60):
    WebDriverWait(d, timeout, poll_frequency=0.05).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-view") == view
        and d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") in ("1", "error"))
    assert d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "1", d.find_element(By.ID, "main").text


def wait_for(d, cond, timeout=30):
    WebDriverWait(d, timeout, poll_frequency=0.05).until(lambda d: cond())


def detail_name(d):
    # In one script: the panel may be rebuilt between finding an element and reading it.
    return d.execute_script("const h = document.querySelector('.detail h3.name');"
                            "return h ? h.firstChild.textContent : null;")


def wait_module(d):
    """The module view drawn, and the verifier's findings (fetched after it) marked on it."""
    wait_view(d, "module")
    wait_for(d, lambda: d.find_element(By.TAG_NAME, "body").get_attribute("data-findings") is not None)


def shoot(d, name):
    """Screenshots for the README when HLOTOOL_SCREENSHOTS names a folder."""
    folder = os.environ.get("HLOTOOL_SCREENSHOTS")
    if folder:
        time.sleep(0.3)
        d.save_screenshot(str(Path(folder) / f"{name}.png"))


@pytest.mark.xla
@pytest.mark.browser
@needs_browser
def test_folder_view(browser, server, dump_dir):
    d = browser
    d.get(server.url + "#/")
    wait_view(d, "folder")
    sections = d.find_elements(By.CSS_SELECTOR, "section.root")
    assert len(sections) == 2 and str(Path(dump_dir).resolve()) in sections[0].text
    mod = fn_module(dump_dir)
    row = next(r for r in sections[0].find_elements(By.CSS_SELECTOR, "tbody tr") if mod.key in r.text)
    first, last = (hlotool.parse_file(s.path).instruction_count for s in (mod.snapshots[0], mod.snapshots[-1]))
    assert f"{first} → {last}" in row.text and "timeline" in row.text
    assert "evil.hlo" in sections[1].text and "link.hlo" not in sections[1].text
    shoot(d, "folder")
    # Any two files of the two folders, picked in the diff section.
    from selenium.webdriver.support.select import Select
    first, second = (Select(s) for s in d.find_elements(By.CSS_SELECTOR, ".picker select"))
    first.select_by_value(json.dumps([0, mod.snapshots[-1].path.name]).replace(" ", ""))
    second.select_by_value(json.dumps([1, "sub/sourced.hlo"]).replace(" ", ""))
    d.find_element(By.ID, "diff-go").click()
    wait_view(d, "diff")
    heads = [e.text for e in d.find_elements(By.CSS_SELECTOR, ".panehead")]
    assert mod.snapshots[-1].path.name in heads[0] and "sub/sourced.hlo" in heads[1]
    assert "only after" in d.find_element(By.CSS_SELECTOR, ".summary").text


@pytest.mark.xla
@pytest.mark.browser
@needs_browser
def test_module_view_fusion_search_links_history(browser, server, dump_dir):
    d = browser
    d.get(server.url + "#/")
    wait_view(d, "folder")
    mod = fn_module(dump_dir)
    module = hlotool.parse_file(mod.snapshots[-1].path)
    d.find_element(By.XPATH, f"//a[@class='mod' and text()='{mod.key}']").click()
    wait_module(d)
    # The entry computation, collapsed: a fusion is one node; clicking it opens its fused computation.
    fusion = max((i for i in module.entry.instructions if i.opcode == "fusion"),
                 key=lambda i: len(i.called_computations[0].instructions))
    fused = fusion.called_computations[0]
    svg = d.find_element(By.CSS_SELECTOR, "svg.graph")
    node = next(g for g in svg.find_elements(By.CSS_SELECTOR, "g.it") if g.text.split("\n")[0] == fusion.name)
    assert fused.name not in svg.text
    ActionChains(d).move_to_element(node).click().perform()
    wait_for(d, lambda: fused.name in svg.text)
    assert all(i.name in svg.text for i in fused.instructions)
    assert detail_name(d) in (None, fusion.name)
    wait_for(d, lambda: detail_name(d) == fusion.name)
    assert "kind=" in d.find_element(By.CSS_SELECTOR, ".detail pre.text").text
    shoot(d, "module")
    # Search: every match listed, the first one opened and shown.
    tanh = [i.name for c in module.computations for i in c.instructions if i.opcode == "tanh"]
    box = d.find_element(By.CSS_SELECTOR, ".bar input[type=search]")
    box.send_keys("tanh", Keys.ENTER)
    wait_for(d, lambda: d.find_element(By.TAG_NAME, "body").get_attribute("data-matches") == str(len(tanh)))
    listed = [a.text for a in d.find_elements(By.CSS_SELECTOR, ".results a.inst")]
    assert sorted(listed) == sorted(tanh)
    wait_for(d, lambda: detail_name(d) == listed[0])
    # Operands are links with their own URL; back and forward walk through them.
    operand = d.find_element(By.CSS_SELECTOR, ".detail p.operands a")
    target = operand.text
    operand.click()
    wait_for(d, lambda: detail_name(d) == target)
    assert f"inst={target}" in d.current_url
    d.back()
    wait_for(d, lambda: detail_name(d) == listed[0])
    assert "q=tanh" in d.current_url
    d.back()
    wait_for(d, lambda: "q=tanh" not in d.current_url)
    assert d.find_element(By.TAG_NAME, "body").get_attribute("data-view") == "module"
    d.back()
    wait_view(d, "folder")
    d.forward()
    wait_module(d)
    # A shared link opens the same view and instruction in a fresh page.
    d.get("about:blank")
    d.get(server.url + f"#/module?root=0&file={mod.snapshots[-1].path.name}&inst={target}")
    wait_module(d)
    wait_for(d, lambda: detail_name(d) == target)


@pytest.mark.xla
@pytest.mark.browser
@needs_browser
def test_pass_diff_view(browser, server, dump_dir):
    d = browser
    mod = fn_module(dump_dir)
    d.get(server.url + f"#/timeline?root=0&module={mod.key}")
    wait_view(d, "timeline")
    row = next(r for r in d.find_elements(By.CSS_SELECTOR, "table.timeline tbody tr")
               if r.find_elements(By.TAG_NAME, "td")[2].text == "fusion")
    row.find_element(By.CSS_SELECTOR, "a.changed").click()
    wait_view(d, "pass")
    _, _, direct = pass_diff(mod, "fusion")
    s = direct.summary
    rows = d.find_elements(By.CSS_SELECTOR, ".changes .row")
    assert len(rows) == s["changed"] + s["left_only"] + s["right_only"]
    left, right = d.find_elements(By.CSS_SELECTOR, ".pane svg.graph")
    assert left.find_elements(By.CSS_SELECTOR, ".mk-left_only") and right.find_elements(By.CSS_SELECTOR, ".mk-right_only")
    assert not left.find_elements(By.CSS_SELECTOR, ".mk-right_only")
    assert f"{s['left_only']} only before" in d.find_element(By.CSS_SELECTOR, ".summary").text
    # A row opens its instruction in the graph; the selected one is drawn selected.
    only_after = next(r for r in rows if "right_only" in r.get_attribute("class"))
    name = only_after.text.split()[1]
    only_after.click()
    wait_for(d, lambda: any(g.text.split("\n")[0] == name for g in right.find_elements(By.CSS_SELECTOR, "g.it.sel")))
    shoot(d, "pass-diff")


@pytest.mark.xla
@pytest.mark.browser
@needs_browser
def test_script_in_hlo_strings_never_runs(browser, server, dump_dir):
    d = browser
    d.get(server.url + "#/module?root=1&file=evil.hlo&inst=n")
    wait_module(d)
    wait_for(d, lambda: "frontend attributes" in d.find_element(By.CSS_SELECTOR, ".detail").text.lower())
    detail = d.find_element(By.CSS_SELECTOR, ".detail").text
    assert EVIL_OP_NAME in detail and "<b onmouseover=window.__pwned=3>bold</b>" in detail
    assert "<img src=x onerror=window.__pwned=2>.py:3" in detail
    assert "<script>window.__pwned=1<" in d.find_element(By.CSS_SELECTOR, "svg.graph").text    # the scope's box
    d.find_element(By.XPATH, "//a[text()='e']").click()
    wait_for(d, lambda: "backend_config" in d.find_element(By.CSS_SELECTOR, ".detail").text.lower())
    assert "<script>window.__pwned=4</script>" in d.find_element(By.CSS_SELECTOR, "pre.backend").text
    assert d.execute_script("return window.__pwned") is None
    assert len(d.find_elements(By.TAG_NAME, "script")) == 2 and not d.find_elements(By.TAG_NAME, "img")
    # The module against one of the dump's, across the two served roots.
    d.get(server.url + f"#/diff?ra=0&a={fn_module(dump_dir).snapshots[-1].path.name}&rb=1&b=evil.hlo")
    wait_view(d, "diff")
    assert "<script>window.__pwned=1<" in d.find_elements(By.CSS_SELECTOR, ".pane svg.graph")[1].text
    assert d.execute_script("return window.__pwned") is None
    # And the static page of `hlotool graph`, which shares the viewer.
    page = Path(server.site.roots[1].path) / ".." / "evil.html"
    page.write_text(hlotool.graph.to_page(hlotool.parse(EVIL)))
    d.get(page.resolve().as_uri() + "#q=n")
    wait_for(d, lambda: d.find_element(By.TAG_NAME, "body").get_attribute("data-matches") is not None)
    assert EVIL_OP_NAME in d.find_element(By.ID, "detail").text
    assert d.execute_script("return window.__pwned") is None


@pytest.mark.xla
@pytest.mark.browser
@needs_browser
def test_stats_and_verify_views(browser, server):
    d = browser
    d.get(server.url + "#/verify?root=1&file=bad.hlo")
    wait_view(d, "verify")
    findings = d.find_element(By.CSS_SELECTOR, "table.findings").text
    assert "V200" in findings and "wrong" in findings
    d.find_element(By.XPATH, "//table[contains(@class,'findings')]//a[text()='wrong']").click()
    wait_module(d)
    wait_for(d, lambda: d.find_elements(By.CSS_SELECTOR, "svg.graph .mk-error"))    # the finding, on its node
    wait_for(d, lambda: "V200" in d.find_element(By.CSS_SELECTOR, ".detail").text)
    d.get(server.url + "#/stats?root=1&file=bad.hlo")
    wait_view(d, "stats")
    assert "negate" in d.find_element(By.ID, "main").text


@pytest.mark.browser
@needs_browser
def test_module_view_first_render_fits_the_canvas(browser, tmp_path, monkeypatch):
    """The opened module starts whole inside the canvas, nothing off the left edge (seen on CPU and TPU dumps)."""
    shutil.copy(CORPUS / "model_transformer_fwd" / "post.hlo", tmp_path / "transformer.hlo")
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))
    srv = make_server(Site([Root(tmp_path, 0)]), 0)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        browser.get(srv.url + "#/module?root=0&file=transformer.hlo")
        wait_module(browser)
        assert_drawn_inside(browser, "svg.graph")
    finally:
        srv.shutdown()
        srv.server_close()


GPU_DUMP = ROOT / "tests" / "accel" / "dumps" / "a100_x4" / "mlp_fwd"


@pytest.fixture(scope="module")
def gpu_server(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HLOTOOL_CACHE", str(tmp_path_factory.mktemp("cache")))
        srv = make_server(Site([Root(GPU_DUMP, 0)]), 0)
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        yield srv
        srv.shutdown()
        srv.server_close()


def test_a_gpu_dumps_other_files_are_served_with_their_kinds(gpu_server):
    """Every non-HLO file of a GPU dump is listed with its kind; text files come with the names of the optimized
    module's instructions they mention (for links), binary ones as bytes; nothing the scan did not find is served."""
    from urllib.parse import quote
    (mod,) = json.loads(get(gpu_server, "/api/roots")[1])["roots"][0]["modules"]
    others = {rel: kind for rel, kind, _ in mod["other_files"]}
    on_disk = {p.name for p in GPU_DUMP.iterdir() if p.is_file()} - {r for r, *_ in mod["snapshots"]}
    assert set(others) == on_disk and "other" not in others.values()
    assert mod["snapshots"][mod["timeline"] - 1][0].endswith("gpu_after_optimizations.txt")
    buffers = next(r for r, k in others.items() if k == "buffer_assignment")
    status, body, _ = get(gpu_server, f"/api/file?root=0&file={quote(buffers)}")
    f = json.loads(body)
    assert status == 200 and f["kind"] == "buffer_assignment" and "allocation 0" in f["text"]
    optimized = hlotool.parse_file(GPU_DUMP / f["optimized"])
    named = {i.name for c in optimized.computations for i in c.instructions}
    assert f["instructions"] and set(f["instructions"]) <= named and "gemm_fusion_dot" in f["instructions"]
    allocations = f["report"]["allocations"]          # the buffer assignment as a table of allocations
    assert allocations and {v["instruction"] for a in allocations for v in a["values"]} <= named
    proto = next(r for r, k in others.items() if k == "hlo_proto")
    status, body, resp = get(gpu_server, f"/api/file?root=0&file={quote(proto)}")
    assert status == 200 and json.loads(body)["text"] is None
    status, data, resp = get(gpu_server, f"/raw/0/{quote(proto)}")
    assert status == 200 and resp.getheader("Content-Type") == "application/octet-stream"
    assert data == (GPU_DUMP / proto).read_bytes()
    assert get(gpu_server, "/api/file?root=0&file=nothing.txt")[0] == 404
    assert get(gpu_server, "/api/file?root=0&file=..%2F..%2Fetc%2Fpasswd")[0] == 404


@pytest.mark.browser
@needs_browser
def test_a_dump_file_view_links_instructions_to_the_graph(browser, gpu_server):
    from urllib.parse import quote
    (mod,) = json.loads(get(gpu_server, "/api/roots")[1])["roots"][0]["modules"]
    thunks = next(r for r, k, _ in mod["other_files"] if k == "thunk_sequence")
    d = browser
    d.get(gpu_server.url + "#/file?root=0&file=" + quote(thunks))
    wait_view(d, "file")
    assert int(d.find_element(By.TAG_NAME, "body").get_attribute("data-links")) > 0
    first = d.find_element(By.CSS_SELECTOR, "pre.filetext a.inst")
    name = first.text
    first.click()
    wait_module(d)
    wait_for(d, lambda: detail_name(d) == name)


@pytest.fixture(scope="module")
def snapshot_server(tmp_path_factory):
    """A dump of one module's text and its HLO snapshot (a fixture of tests/snapshots), and a snapshot cut short."""
    folder = tmp_path_factory.mktemp("snapshots")
    source = sorted((ROOT / "tests" / "snapshots").glob("module_0000.*.snapshot.*.pb"))[0]
    shutil.copy(source, folder / source.name)
    (folder / "module_0000.jit__lambda.before_optimizations.txt").write_text(hlotool.format(hlotool.parse_file(source)))
    (folder / "module_0002.jit_cut.snapshot.7.pb").write_bytes(source.read_bytes()[:100])
    (folder / "module_0002.jit_cut.before_optimizations.txt").write_text(hlotool.format(hlotool.parse_file(source)))
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HLOTOOL_CACHE", str(tmp_path_factory.mktemp("cache")))
        srv = make_server(Site([Root(folder, 0)]), 0)
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        yield srv, source.name
        srv.shutdown()
        srv.server_close()


@pytest.mark.browser
@needs_browser
def test_a_snapshot_file_view_shows_what_it_holds(browser, snapshot_server):
    """The file view of an HLO snapshot shows the summary /api/file answers (module, platform, arguments' and
    result's shapes), its module linked to the module's timeline; one that does not read says why."""
    from urllib.parse import quote
    server, name = snapshot_server
    want = json.loads(get(server, "/api/file?root=0&file=" + quote(name))[1])["snapshot"]
    d = browser
    d.get(server.url + "#/file?root=0&file=" + quote(name))
    wait_view(d, "file")
    assert d.find_element(By.TAG_NAME, "body").get_attribute("data-snapshot") == str(len(want["arguments"]))
    rows = [[c.text for c in r.find_elements(By.TAG_NAME, "td")]
            for r in d.find_elements(By.CSS_SELECTOR, "table.snapshot tr")]
    assert rows == [["module", want["module"]], ["platform", "not recorded (XLA:CPU records none)"],
                    *([f"arg{j}", shape] for j, shape in enumerate(want["arguments"])), ["result", want["result"]]]
    assert f"hlotool run {name}" in d.find_element(By.ID, "main").text
    shoot(d, "snapshot")
    d.find_element(By.CSS_SELECTOR, "table.snapshot a").click()
    wait_view(d, "timeline")
    assert "module_0000.jit__lambda" in d.find_element(By.ID, "main").text
    d.get(server.url + "#/file?root=0&file=" + quote("module_0002.jit_cut.snapshot.7.pb"))
    wait_view(d, "file")
    assert d.find_element(By.TAG_NAME, "body").get_attribute("data-snapshot") == "error"
    assert "This snapshot does not read: " in d.find_element(By.CSS_SELECTOR, "#main p.error").text


@pytest.mark.browser
@needs_browser
def test_memory_view_marks_the_peak_and_lists_what_is_live_where_clicked(browser, gpu_server):
    (mod,) = json.loads(get(gpu_server, "/api/roots")[1])["roots"][0]["modules"]
    optimized = mod["snapshots"][mod["timeline"] - 1][0]
    want = json.loads(get(gpu_server, f"/api/memory?root=0&file={optimized}")[1])
    d = browser
    d.get(gpu_server.url + f"#/memory?root=0&file={optimized}")
    wait_view(d, "memory")
    assert int(d.find_element(By.TAG_NAME, "body").get_attribute("data-peak")) == want["peak_bytes"]
    assert "XLA's memory-usage report" in d.find_element(By.ID, "main").text
    shoot(d, "memory")
    chart = d.find_element(By.CSS_SELECTOR, "svg.chart.memory")
    ActionChains(d).move_to_element_with_offset(chart, 0, 0).click().perform()     # the middle: a position
    wait_for(d, lambda: "at=" in d.current_url)
    wait_view(d, "memory")
    assert "Live at " in d.find_element(By.ID, "main").text
    first = d.find_element(By.CSS_SELECTOR, "table.buffers a.inst")
    name = first.text.split("{")[0]
    first.click()
    wait_module(d)
    wait_for(d, lambda: detail_name(d) == name)


# ---------------------------------------------------------------- highlighted text: token runs from the server
def spans(text, hl):
    """(text, class) of each run of a highlight answer; lengths count UTF-16 code units, as JavaScript does."""
    units = text.encode("utf-16-le")
    out, pos = [], 0
    for n, k in zip(hl["runs"][::2], hl["runs"][1::2], strict=True):
        out.append((units[2 * pos:2 * (pos + n)].decode("utf-16-le"), hl["classes"][k]))
        pos += n
    assert pos == hl["upto"]
    return out


def test_highlighted_text_comes_from_the_servers_lexers(gpu_server):
    """PTX, LLVM IR, protobuf texts and HLO reach the page as token runs of hlotool's lexers, which cover the text
    exactly; a kind without a lexer comes plain; every class the runs use is coloured by app.css."""
    from urllib.parse import quote

    from hlotool.highlighting import XlaLlvmLexer, XlaPtxLexer
    from hlotool.serve.assets import asset
    (mod,) = json.loads(get(gpu_server, "/api/roots")[1])["roots"][0]["modules"]
    # the folder XLA wrote the dump to (where make_dumps.py ran), not where this checkout has it
    dumped_at = re.search(r'xla_dump_to: "([^"]*)"', next(GPU_DUMP.glob("*debug_options")).read_text()).group(1)
    others = {}
    for rel, kind, _ in mod["other_files"]:
        others.setdefault(kind, rel)          # the first of each kind (the dump has an empty .ptx too)
    want = {"ptx": (XlaPtxLexer.name, ("k", ".entry"), ("nv", "%r1")),
            "llvm_ir": (XlaLlvmLexer.name, ("k", "define"), ("kt", "i32")),
            "debug_options": ("Protocol Buffer Text Format", ("na", "xla_dump_to"), ("s", '"' + str(dumped_at) + '"')),
            "gpu_target_config": ("Protocol Buffer Text Format", ("na", "core_count"), ("m", "56"))}
    for kind, (lexer, *expected) in want.items():
        f = api(gpu_server, "file", root=0, file=others[kind])
        hl = f["highlight"]
        assert hl["lexer"] == lexer and hl["complete"] and not f["truncated"]
        runs = spans(f["text"], hl)
        assert "".join(t for t, _ in runs) == f["text"], kind
        for cls, text in expected:
            assert (text, cls) in runs, (kind, cls, text)
    assert api(gpu_server, "file", root=0, file=others["thunk_sequence"])["highlight"] is None
    optimized = mod["snapshots"][mod["timeline"] - 1][0]
    t = api(gpu_server, "text", root=0, file=optimized)
    assert t["text"] == (GPU_DUMP / optimized).read_text() and t["highlight"]["lexer"] == "HLO"
    runs = spans(t["text"], t["highlight"])
    assert ("HloModule", "k") in runs and ("ENTRY", "k") in runs and ("fusion", "nb") in runs
    data = api(gpu_server, "module", root=0, file=optimized)
    inst = api(gpu_server, "inst", root=0, file=optimized, k=next(k for k, r in enumerate(data["insts"]) if r[1] == "fusion"))
    assert ("fusion", "nb") in spans(inst["text"], inst["text_highlight"])
    css = asset("app.css")[0].decode()
    assert all(f".hl .{c}" in css for c in t["highlight"]["classes"] if c)
    proto = next(r for r, k, _ in mod["other_files"] if k == "hlo_proto")
    assert get(gpu_server, f"/api/text?root=0&file={quote(proto)}")[0] == 404      # not a module file: no text view


def test_highlighting_is_bounded_on_a_large_file_and_counts_utf16(tmp_path, monkeypatch):
    """A 10 MB LLVM file: the answer holds its first 4 MB, the first ~1 MB of it (to a line end) highlighted, and says
    so; lengths are UTF-16 code units, so text beyond the Basic Multilingual Plane lines up in the browser."""
    from hlotool.serve.api import TEXT_BYTES
    from hlotool.serve.highlight import HIGHLIGHT_CHARS
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "dump"
    folder.mkdir()
    shutil.copy(GPU_DUMP / "module_0001.jit_mlp_fwd.before_optimizations.txt", folder)
    ir = (GPU_DUMP / "module_0001.jit_mlp_fwd.1.ir-with-opt.ll").read_text()
    (folder / "module_0001.jit_mlp_fwd.9.ir-with-opt.ll").write_text(ir * (10_000_000 // len(ir) + 1))
    (folder / "module_0001.jit_mlp_fwd.debug_options").write_text('xla_dump_to: "/tmp/\U0001F600 é"\nxla_x: 1\n')
    site = Site([Root(folder, 0)])
    body = site.api_file({"root": "0", "file": "module_0001.jit_mlp_fwd.9.ir-with-opt.ll"})
    f = json.loads(body)
    hl = f["highlight"]
    assert f["truncated"] and len(f["text"]) == TEXT_BYTES and not hl["complete"]
    assert HIGHLIGHT_CHARS - 1000 < hl["upto"] <= HIGHLIGHT_CHARS and f["text"][hl["upto"] - 1] == "\n"
    assert "".join(t for t, _ in spans(f["text"], hl)) == f["text"][:hl["upto"]]
    assert len(body) < TEXT_BYTES + 2_000_000            # the text and the runs of its first MB, no more
    f = json.loads(site.api_file({"root": "0", "file": "module_0001.jit_mlp_fwd.debug_options"}))
    runs = spans(f["text"], f["highlight"])
    assert ('"/tmp/\U0001F600 é"', "s") in runs and ("xla_x", "na") in runs


@pytest.mark.browser
@needs_browser
def test_ptx_and_hlo_text_are_highlighted_in_the_browser(browser, gpu_server):
    """A PTX file and the optimized module's text view show the server's token runs as coloured spans; an
    instruction name in the PTX still links to the graph."""
    from urllib.parse import quote
    (mod,) = json.loads(get(gpu_server, "/api/roots")[1])["roots"][0]["modules"]
    ptx = next(r for r, k, _ in mod["other_files"] if k == "ptx")
    d = browser
    d.get(gpu_server.url + "#/file?root=0&file=" + quote(ptx))
    wait_view(d, "file")
    pre = d.find_element(By.CSS_SELECTOR, "pre.filetext.hl")
    assert pre.get_attribute("textContent") == (GPU_DUMP / ptx).read_text()
    keywords = [e.text for e in pre.find_elements(By.CSS_SELECTOR, "span.k")]
    assert ".entry" in keywords and "mov" in keywords and pre.find_elements(By.CSS_SELECTOR, "span.nv")
    colour = d.execute_script("return getComputedStyle(document.querySelector('pre.hl span.k')).color")
    assert colour != d.execute_script("return getComputedStyle(document.querySelector('pre.hl')).color")
    shoot(d, "ptx")
    link = pre.find_element(By.CSS_SELECTOR, "a.inst")
    name = link.text
    optimized = mod["snapshots"][mod["timeline"] - 1][0]
    d.get(gpu_server.url + f"#/text?root=0&file={quote(optimized)}")
    wait_view(d, "text")
    pre = d.find_element(By.CSS_SELECTOR, "pre.filetext.hl")
    assert pre.get_attribute("textContent") == (GPU_DUMP / optimized).read_text()
    assert "HloModule" in [e.text for e in pre.find_elements(By.CSS_SELECTOR, "span.k")]
    assert "fusion" in [e.text for e in pre.find_elements(By.CSS_SELECTOR, "span.nb")]
    assert d.find_element(By.CSS_SELECTOR, ".tabs a.tab.active").text == "text"
    shoot(d, "hlo-text")
    d.get(gpu_server.url + "#/file?root=0&file=" + quote(ptx))
    wait_view(d, "file")
    d.find_element(By.XPATH, f"//pre[contains(@class,'filetext')]//a[@class='inst' and .='{name}']").click()
    wait_module(d)
    wait_for(d, lambda: detail_name(d) == name)
    wait_for(d, lambda: d.find_elements(By.CSS_SELECTOR, ".detail pre.text.hl span.nb"))


# ---------------------------------------------------------------- the cost view: hlotool cost's roofline estimate
COST_DUMP = ROOT / "tests" / "accel" / "dumps" / "a100_x4" / "mlp_train"


@pytest.fixture(scope="module")
def cost_server(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HLOTOOL_CACHE", str(tmp_path_factory.mktemp("cache")))
        srv = make_server(Site([Root(COST_DUMP, 0)]), 0)
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        yield srv
        srv.shutdown()
        srv.server_close()


def _optimized(srv):
    (mod,) = json.loads(get(srv, "/api/roots")[1])["roots"][0]["modules"]
    return mod["snapshots"][mod["timeline"] - 1][0]


def test_cost_endpoint_is_hlotool_costs_report_with_instruction_indices(cost_server):
    """/api/cost is module_cost's report of the file (the dump's own target, read from its folder), each kernel with
    the index of its instruction in /api/module's table; computed once and cached; ``target`` names a chip of the
    table (never a file)."""
    from hlotool.cost_model.report import module_cost
    optimized = _optimized(cost_server)
    status, body, _ = get(cost_server, f"/api/cost?root=0&file={optimized}")
    assert status == 200
    r = json.loads(body)
    want = module_cost(hlotool.parse_file(COST_DUMP / optimized), path=COST_DUMP / optimized)
    assert r["model"] == "roofline" and r["target"]["name"] == want["target"]["name"] == "a100"
    assert r["target"]["source"].endswith("gpu_target_config.pbtxt")
    for key in ("time_s", "time_split_s", "flops", "matrix_flops", "bytes_accessed", "by_scope", "warnings"):
        assert r[key] == want[key], key
    assert [k["name"] for k in r["kernels"]] == [k["name"] for k in want["kernels"]]
    m = json.loads(get(cost_server, f"/api/module?root=0&file={optimized}")[1])
    comps = {ci: c[0] for ci, c in enumerate(m["comps"])}
    for k in r["kernels"]:          # every kernel is an instruction of the graph, at its index
        inst = m["insts"][k["k"]]
        assert (inst[0], comps[inst[9]]) == (k["name"], k["computation"])
    hits = cost_server.site.answers.hits
    assert get(cost_server, f"/api/cost?root=0&file={optimized}")[1] == body
    assert cost_server.site.answers.hits == hits + 1
    h100 = json.loads(get(cost_server, f"/api/cost?root=0&file={optimized}&target=h100")[1])
    assert h100["target"]["name"] == "h100" and h100["chosen_target"] == "h100"
    status, body, _ = get(cost_server, f"/api/cost?root=0&file={optimized}&target=%2Fetc%2Fpasswd")
    assert status == 404 and "no target" in json.loads(body)["error"]
    assert get(cost_server, "/api/cost?root=0&file=nothing.txt")[0] == 404


@pytest.mark.browser
@needs_browser
def test_cost_view_table_roofline_icicle_and_graph_coloured_by_time(browser, cost_server):
    optimized = _optimized(cost_server)
    r = json.loads(get(cost_server, f"/api/cost?root=0&file={optimized}")[1])
    d = browser
    d.get(cost_server.url + f"#/cost?root=0&file={optimized}")
    wait_view(d, "cost")
    text = d.find_element(By.ID, "main").text
    assert "Not a measurement: an estimate from a roofline model" in text and "target a100" in text
    assert "step estimate" in text
    rows = d.find_elements(By.CSS_SELECTOR, "table.kernels tbody tr")
    assert [row.find_element(By.TAG_NAME, "td").text for row in rows] == [k["name"] for k in r["kernels"]]
    # The roofline: a dot per kernel with FLOPs and bytes, the memory slope up to the matrix peak, the vector peak.
    drawn = [k["name"] for k in r["kernels"] if k["counted"] and k["flops"] and k["bytes_accessed"] and k["time_s"]]
    dots = d.find_elements(By.CSS_SELECTOR, "svg.roofline circle.kernel")
    assert sorted(c.get_attribute("data-name") for c in dots) == sorted(drawn) and drawn
    matrix = d.find_element(By.CSS_SELECTOR, "svg.roofline .roof.matrix polyline").get_attribute("points").split()
    assert len(matrix) == 3                      # the slope, the ridge, the ceiling
    (x0, y0), (x1, y1), (x2, y2) = [tuple(map(float, pt.split(","))) for pt in matrix]
    assert x0 < x1 < x2 and y0 > y1 == y2        # rising (SVG y grows down), then flat
    assert "f32 matrix peak" in d.find_element(By.CSS_SELECTOR, "svg.roofline .roof.matrix text").text
    assert d.find_elements(By.CSS_SELECTOR, "svg.roofline .roof.vector polyline")
    # Every dot lies on or under the roof.
    for c in dots:
        cx, cy = float(c.get_attribute("cx")), float(c.get_attribute("cy"))
        assert x0 <= cx <= x2 and cy >= y1 - 0.5
    # The icicle: a bar per scope, the top ones filling the width.
    bars = d.find_elements(By.CSS_SELECTOR, "svg.icicle rect.scope")
    assert sorted(b.get_attribute("data-scope") for b in bars) == sorted(s["scope"] for s in r["by_scope"])
    tops = [b for b in bars if b.get_attribute("y") == "0"]
    assert abs(sum(float(b.get_attribute("width")) + 1 for b in tops) - 1000) < 2
    shoot(d, "cost")
    # A kernel's link opens its instruction in the graph.
    first = d.find_element(By.CSS_SELECTOR, "table.kernels a.inst")
    name = first.text
    first.click()
    wait_module(d)
    wait_for(d, lambda: detail_name(d) == name)
    # The graph coloured by estimated time: the kernels' boxes in the heat scale.
    from selenium.webdriver.support.select import Select
    Select(d.find_element(By.CSS_SELECTOR, "select.colour")).select_by_value("time")
    wait_for(d, lambda: d.find_element(By.TAG_NAME, "body").get_attribute("data-heat") is not None)
    assert int(d.find_element(By.TAG_NAME, "body").get_attribute("data-heat")) == len(r["kernels"])
    assert "colour=time" in d.current_url
    fills = d.execute_script("return [...document.querySelectorAll('svg.graph g.it rect')].map(r => r.getAttribute('fill'))")
    assert any(f.startswith("hsl(") for f in fills)
    groups = d.execute_script("return [...document.querySelectorAll('svg.graph g.it.grp > rect')].map(r => r.style.fill)")
    assert all(groups)                           # a closed scope box by the kernels it holds
    shoot(d, "graph-time")
    Select(d.find_element(By.CSS_SELECTOR, "select.colour")).select_by_value("")
    wait_for(d, lambda: d.find_element(By.TAG_NAME, "body").get_attribute("data-colour") == "family")
    fills = d.execute_script("return [...document.querySelectorAll('svg.graph g.it rect')].map(r => r.getAttribute('fill'))")
    assert not any(f and f.startswith("hsl(") for f in fills)


def test_mlir_files_of_a_dump_are_highlighted_as_stablehlo_and_bytecode_is_binary(tmp_path, monkeypatch):
    """A dump's .mlir (Shardy's stages, TPU's module.mlir) reaches the page as StableHLO token runs; .mlirbc is
    listed as binary, not shown as text."""
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "dump"
    folder.mkdir()
    shutil.copy(GPU_DUMP / "module_0001.jit_mlp_fwd.before_optimizations.txt", folder)
    mlir = 'module @m {\n  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n' \
           '    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n'
    (folder / "module_0001.jit_mlp_fwd.stablehlo.mlir").write_text(mlir)
    (folder / "module_0001.jit_mlp_fwd.mlirbc").write_bytes(b"ML\xefR\x00\x01")
    site = Site([Root(folder, 0)])
    (mod,) = json.loads(site.api_roots({}))["roots"][0]["modules"]
    kinds = {rel: kind for rel, kind, _ in mod["other_files"]}
    assert kinds["module_0001.jit_mlp_fwd.mlirbc"] == "mlir_bytecode"
    f = json.loads(site.api_file({"root": "0", "file": "module_0001.jit_mlp_fwd.stablehlo.mlir"}))
    hl = f["highlight"]
    assert hl["lexer"] == "StableHLO" and hl["complete"]
    runs = spans(f["text"], hl)
    assert "".join(t for t, _ in runs) == mlir
    assert any(t == "stablehlo.add" for t, _ in runs) and any(t == "%arg0" for t, _ in runs)


STABLEHLO_MODEL = """module @jit_model {
  func.func public @main(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
    %0 = stablehlo.sine %arg0 : tensor<2x3xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
}
"""


def _served_stablehlo(site, rel, text, op="sine"):
    """The module view and text view of a served .mlir: its instructions' lines are lines of the .mlir (the op
    ``op`` on its own line), its text is highlighted as StableHLO."""
    data = json.loads(site.api_module({"root": "0", "file": rel}))
    found, k = [], 0
    with pytest.raises(LookupError):        # (NotFound after the last instruction)
        while True:
            found.append(json.loads(site.api_inst({"root": "0", "file": rel, "k": str(k)})))
            k += 1
    (hit,) = [i for i in found if i["opcode"] == op]
    assert f"stablehlo.{op} " in text.splitlines()[hit["line"] - 1]
    t = json.loads(site.api_text({"root": "0", "file": rel}))
    assert t["highlight"]["lexer"] == "StableHLO" and t["text"] == text
    assert any(run == f"stablehlo.{op}" for run, _ in spans(t["text"], t["highlight"]))
    return data


@pytest.mark.xla
def test_a_jax_dump_ir_folder_is_served_as_modules_of_stablehlo(tmp_path, monkeypatch):
    """JAX_DUMP_IR_TO's jax_irNNNN_NAME_compile.mlir files: a module each, named as jax names it, whose module view
    points into the .mlir and whose text view is StableHLO."""
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))
    folder = make_jax_ir_dump(tmp_path / "jaxdump")
    site = Site([Root(folder, 0)])
    root = json.loads(site.api_roots({}))["roots"][0]
    assert root["kind"] == "dump"
    (step,) = [m for m in root["modules"] if m["name"] == "jit_train_step"]
    ((rel, label, _),) = step["snapshots"]
    assert step["key"] == rel[:-len("_compile.mlir")] and label == "compile" and step["other_files"] == []
    data = _served_stablehlo(site, rel, (folder / rel).read_text())
    assert data["module_name"] == "jit_train_step" and data["module_key"] == step["key"] and not data["timeline"]
    assert step["instructions_after"] == hlotool.parse_stablehlo((folder / rel).read_text()).instruction_count


def test_a_folder_of_plain_mlir_files_is_served_as_modules(tmp_path, monkeypatch):
    """model.mlir is a module named model; a .mlir that is not StableHLO is none; .hlo files still are."""
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / "model.mlir").write_text(STABLEHLO_MODEL)
    (folder / "notes.mlir").write_text("not MLIR at all\n")
    (folder / "other.hlo").write_text(SOURCED)
    site = Site([Root(folder, 0)])
    root = json.loads(site.api_roots({}))["roots"][0]
    assert root["kind"] == "folder"
    mods = {m["key"]: m for m in root["modules"]}
    assert set(mods) == {"model.mlir", "other.hlo"} and mods["model.mlir"]["name"] == "model"
    assert _served_stablehlo(site, "model.mlir", STABLEHLO_MODEL)["module_name"] == "model"
    assert json.loads(site.api_text({"root": "0", "file": "other.hlo"}))["highlight"]["lexer"] == "HLO"
    one = Site([Root(folder / "model.mlir", 0)])          # the file alone
    assert _served_stablehlo(one, "model.mlir", STABLEHLO_MODEL)["module_key"] == "model.mlir"


def test_a_mixed_dump_keeps_its_mlir_files_and_adds_the_stablehlo_modules(tmp_path, monkeypatch):
    """XLA's module keeps its .mlir as a file of its own; jax's file and model.mlir beside it are modules."""
    monkeypatch.setenv("HLOTOOL_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "dump"
    folder.mkdir()
    shutil.copy(GPU_DUMP / "module_0001.jit_mlp_fwd.before_optimizations.txt", folder)
    (folder / "module_0001.jit_mlp_fwd.stablehlo.mlir").write_text(STABLEHLO_MODEL)
    (folder / "model.mlir").write_text(STABLEHLO_MODEL)
    (folder / "jax_ir0001_jit_model_compile.mlir").write_text(STABLEHLO_MODEL)
    site = Site([Root(folder, 0)])
    mods = {m["key"]: m for m in json.loads(site.api_roots({}))["roots"][0]["modules"]}
    assert list(mods) == ["module_0001.jit_mlp_fwd", "jax_ir0001_jit_model", "model"]
    assert mods["module_0001.jit_mlp_fwd"]["other_files"] == [["module_0001.jit_mlp_fwd.stablehlo.mlir", "mlir",
                                                             len(STABLEHLO_MODEL)]]
    assert [s[0] for s in mods["model"]["snapshots"]] == ["model.mlir"]
    _served_stablehlo(site, "jax_ir0001_jit_model_compile.mlir", STABLEHLO_MODEL)
    assert _served_stablehlo(site, "model.mlir", STABLEHLO_MODEL)["module_name"] == "model"
