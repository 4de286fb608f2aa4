"""Game records: JSON lines (a header, then every event), and replaying them."""
from polymahjong.records.log import RecordError, header, read_record, write_record
from polymahjong.records.replay import ReplayMismatch, replay

__all__ = ["RecordError", "header", "read_record", "write_record", "ReplayMismatch", "replay"]
