"""Headless Chromium for the browser tests (Debian's chromium and chromium-driver; selenium from the
test extra)."""
from __future__ import annotations

import importlib.util
import shutil


def browser_available() -> bool:
    """Headless Chromium, chromedriver and selenium (Debian's chromium, chromium-driver; the test extra)."""
    return bool((shutil.which("chromium") or shutil.which("chromium-browser")) and shutil.which("chromedriver")
                and importlib.util.find_spec("selenium"))


class chrome_driver:
    """A headless Chromium driven by selenium, 1280x800, closed on exit."""

    def __enter__(self):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        opts = webdriver.ChromeOptions()
        opts.binary_location = shutil.which("chromium") or shutil.which("chromium-browser")
        for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--window-size=1280,800"):
            opts.add_argument(arg)
        self.driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=opts)
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})
        return self.driver

    def __exit__(self, *exc):
        self.driver.quit()
