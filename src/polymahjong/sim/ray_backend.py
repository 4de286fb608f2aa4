"""Running simulation jobs on Ray: a local Ray instance, or a cluster by its address.

Each chunk of games is one Ray task (:func:`polymahjong.sim.runner.play_chunk`),
so a task's overhead is shared by its games; results come back in game order,
so a run gives the same records, statistics and digest on Ray as in one
process. A local instance keeps its session files in a temporary folder that
is removed when the run ends. Ray is an optional dependency
(``pip install 'polymahjong[ray]'``); on a cluster every node needs
polymahjong installed, or the driver ships the package with the job
(``runtime_env``), as it does here when an address is given.
"""
from __future__ import annotations

import logging
import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence, TypeVar

Job = TypeVar("Job")
Result = TypeVar("Result")


class RayUnavailable(RuntimeError):
    """Ray is not installed, or the cluster cannot be reached; the message says which and what to do."""


def ray_outcomes(play: Callable[[Job], Result], jobs: Sequence[Job],
                 address: str | None = None) -> Iterator[Result]:
    """Each job's outcome, in job order, from Ray tasks. Starts a local Ray instance when none is running
    and no ``address`` is given (and stops it at the end); connects to the cluster at ``address``
    (``"auto"``, ``"ray://host:10001"``) otherwise."""
    try:
        import ray
    except ImportError:
        raise RayUnavailable("the ray backend needs Ray: pip install 'polymahjong[ray]'") from None
    started = not ray.is_initialized()
    session = tempfile.mkdtemp(prefix="pm-ray-") if started and not address else None
    where: dict[str, Any] = {"_temp_dir": session} if session else {}
    try:
        if started:
            try:
                ray.init(address=address, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR,
                         runtime_env=_shipped_package() if address else None, **where)
            except (ConnectionError, RuntimeError, ValueError) as e:
                raise RayUnavailable(f"cannot start or reach Ray at {address or 'a new local instance'}: {e}") from None
        task = ray.remote(play)
        refs = [task.remote(job) for job in jobs]
        for ref in refs:
            yield ray.get(ref)
    finally:
        if started:
            ray.shutdown()
        if session:
            shutil.rmtree(session, ignore_errors=True)


def _shipped_package() -> dict[str, Any]:
    """A Ray runtime environment that ships this polymahjong package to the cluster's workers."""
    import polymahjong

    return {"py_modules": [str(Path(polymahjong.__file__).parent)]}
