"""Graph export (``hlotool graph``): DOT, an HTML page with SVG laid out in Python (small graphs,
``--around``), and the interactive collapsible page for whole computations (``page``)."""
from .dot import to_dot  # noqa: F401  (re-exported API)
from .layout import Box, Drawing, layout  # noqa: F401  (re-exported API)
from .model import Graph, GraphError, computation_graph, family_of, neighbourhood_graph  # noqa: F401  (re-exported API)
from .page import page_data, to_page  # noqa: F401  (re-exported API)
from .svg import to_html, to_svg  # noqa: F401  (re-exported API)
